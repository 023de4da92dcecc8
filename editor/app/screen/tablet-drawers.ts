import { createUsePuck } from "@puckeditor/core";
import { useEffect } from "react";
import { panelsBesidePage } from "./panel-layout.ts";

const usePuck = createUsePuck();

/**
 * On a tablet the fields are a drawer over the page (editor.css): a block tapped opens it, as the
 * fields panel beside the page shows a block's fields on a wide screen.
 */
export function useFieldsDrawer(): void {
  const dispatch = usePuck((puck) => puck.dispatch);
  const selected = usePuck((puck) => puck.appState.ui.itemSelector);
  useEffect(() => {
    if (selected && !panelsBesidePage())
      dispatch({ type: "setUi", ui: { rightSideBarVisible: true, leftSideBarVisible: false } });
  }, [selected, dispatch]);
}
