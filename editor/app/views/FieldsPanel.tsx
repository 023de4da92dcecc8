import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";

const usePuck = createUsePuck();

/**
 * Puck's fields panel with a "Close" button at its top, shown on a tablet only (editor.css), where the
 * panel is a drawer over the page: closed, it uncovers the page and the bar over the selected block.
 */
export function FieldsPanel({ children }: { children: ReactNode }) {
  const dispatch = usePuck((puck) => puck.dispatch);
  return (
    <>
      <div className="ed-drawer-close">
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
