import { ActionBar } from "@puckeditor/core";
import type { ReactNode } from "react";
import { useSelectedBlock } from "../puck/selected-block.ts";

/**
 * Puck's bar over the selected block (duplicate, delete), with "move up" and "move down" added:
 * reordering by click and from the keyboard, for those who cannot or would rather not drag.
 */
export function BlockActionBar({
  label,
  children,
  parentAction,
}: {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  const block = useSelectedBlock();
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        {block && (
          <>
            <ActionBar.Action label="Move up" disabled={block.isFirst} onClick={() => block.move(-1)}>
              <span aria-hidden="true">↑</span>
            </ActionBar.Action>
            <ActionBar.Action label="Move down" disabled={block.isLast} onClick={() => block.move(1)}>
              <span aria-hidden="true">↓</span>
            </ActionBar.Action>
          </>
        )}
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
