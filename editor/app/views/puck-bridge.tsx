import { createUsePuck, type PuckAction } from "@puckeditor/core";
import { createContext, useContext, useEffect } from "react";

const usePuck = createUsePuck();

/** Lets the editor around Puck select a block (to show a finding) once Puck is ready. */
export interface PuckBridge {
  pendingSelection: { blockIndex: number | undefined } | undefined;
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
      const { blockIndex } = bridge.pendingSelection;
      dispatch({
        type: "setUi",
        ui: {
          itemSelector: blockIndex === undefined ? null : { index: blockIndex, zone: "root:default-zone" },
          rightSideBarVisible: true,
        },
      });
      bridge.takePendingSelection();
    }
  }, [bridge, dispatch]);
}

export function selectBlock(dispatch: (action: PuckAction) => void, blockIndex: number | undefined): void {
  dispatch({
    type: "setUi",
    ui: {
      itemSelector: blockIndex === undefined ? null : { index: blockIndex, zone: "root:default-zone" },
      rightSideBarVisible: true,
    },
  });
}
