import { createUsePuck, type PuckAction } from "@puckeditor/core";
import { createContext, useContext, useEffect } from "react";
import { showField } from "./show-field.ts";

const usePuck = createUsePuck();

/** A place to show: a block of the page (or the page's or site's own fields) and one of its fields. */
export interface Selection {
  blockIndex: number | undefined;
  fieldName: string;
}

/** Lets the editor around Puck reach into it: select a block to show a finding, show a step undo took back. */
export interface PuckBridge {
  pendingSelection: Selection | undefined;
  takePendingSelection: () => void;
  register: (dispatch: (action: PuckAction) => void) => void;
}

export const PuckBridgeContext = createContext<PuckBridge | undefined>(undefined);

export function useRegisterPuck(): void {
  const bridge = useContext(PuckBridgeContext);
  const dispatch = usePuck((puck) => puck.dispatch);
  useEffect(() => {
    if (!bridge) return;
    bridge.register(dispatch);
    if (bridge.pendingSelection) {
      selectBlock(dispatch, bridge.pendingSelection);
      bridge.takePendingSelection();
    }
  }, [bridge, dispatch]);
}

/** Selects the block, opens the fields panel, and brings the field into view with the cursor in it. */
export function selectBlock(dispatch: (action: PuckAction) => void, { blockIndex, fieldName }: Selection): void {
  dispatch({
    type: "setUi",
    ui: {
      itemSelector: blockIndex === undefined ? null : { index: blockIndex, zone: "root:default-zone" },
      rightSideBarVisible: true,
    },
  });
  showField(blockIndex, fieldName);
}
