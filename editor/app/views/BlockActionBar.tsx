import { ActionBar, createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";

const usePuck = createUsePuck();
const rootZone = "root:default-zone";

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
  const dispatch = usePuck((puck) => puck.dispatch);
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const count = usePuck((puck) => puck.appState.data.content.length);
  const index = selector && (selector.zone ?? rootZone) === rootZone ? selector.index : undefined;
  const move = (by: -1 | 1) => {
    if (index === undefined) return;
    const destinationIndex = index + by;
    dispatch({ type: "reorder", sourceIndex: index, destinationIndex, destinationZone: rootZone });
    dispatch({ type: "setUi", ui: { itemSelector: { index: destinationIndex, zone: rootZone } } });
  };
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        {index !== undefined && (
          <>
            <ActionBar.Action label="Move up" disabled={index === 0} onClick={() => move(-1)}>
              <span aria-hidden="true">↑</span>
            </ActionBar.Action>
            <ActionBar.Action label="Move down" disabled={index >= count - 1} onClick={() => move(1)}>
              <span aria-hidden="true">↓</span>
            </ActionBar.Action>
          </>
        )}
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
