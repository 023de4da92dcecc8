import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { useSelectedBlock } from "../puck/selected-block.ts";

const usePuck = createUsePuck();

/**
 * Puck's fields panel with a row of buttons at its top, shown on a tablet only (editor.css), where the
 * panel is a drawer over the page and covers the bar over the selected block: that block's own
 * buttons (move, duplicate, delete) are here too, and "Close the fields" uncovers the page.
 */
export function FieldsPanel({ children }: { children: ReactNode }) {
  const dispatch = usePuck((puck) => puck.dispatch);
  const block = useSelectedBlock();
  return (
    <>
      <div className="ed-drawer-bar">
        {block && (
          <div className="ed-drawer-bar__block" role="group" aria-label="This block">
            <button
              type="button"
              className="ed-button ed-button--small"
              disabled={block.isFirst}
              onClick={() => block.move(-1)}
            >
              Move up
            </button>
            <button
              type="button"
              className="ed-button ed-button--small"
              disabled={block.isLast}
              onClick={() => block.move(1)}
            >
              Move down
            </button>
            <button type="button" className="ed-button ed-button--small" onClick={block.duplicate}>
              Duplicate
            </button>
            <button type="button" className="ed-button ed-button--small ed-button--danger" onClick={block.remove}>
              Delete
            </button>
          </div>
        )}
        <button
          type="button"
          className="ed-button ed-button--small"
          onClick={() => dispatch({ type: "setUi", ui: { rightSideBarVisible: false } })}
        >
          Close the fields
        </button>
      </div>
      {children}
    </>
  );
}
