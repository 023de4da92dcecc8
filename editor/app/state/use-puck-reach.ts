import type { PuckAction } from "@puckeditor/core";
import { useRef, useState } from "react";
import type { Problem } from "../../shared/problem.ts";
import { routeToPuck } from "../data/page-data.ts";
import { siteToPuck } from "../data/settings-data.ts";
import { pageAddress } from "../../shared/editor-location.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { selectBlock, type PuckBridge, type Selection } from "../puck/puck-bridge.tsx";
import { addressOfView, sameView, type EditorView } from "./editor-view.ts";
import { placeOf } from "../../shared/problem-places.ts";
import type { EditorViewControl } from "./use-editor-view.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";

export interface PuckReach {
  /** For the Puck shown now: how it registers, and the field it selects once it is drawn. */
  bridge: PuckBridge;
  /** Shows what undo or redo brought back: in the open Puck when the step was made there, else by going there. */
  showStep: (target: EditorView, manifest: JsonObject) => void;
  /** Goes to the field a finding is about and selects it. */
  showProblem: (problem: Pick<Problem, "path">) => void;
  /** Selects a field once the page now being opened is drawn. */
  selectWhenOpen: (selection: Selection) => void;
}

/** How the editor around Puck reaches into the Puck shown now, which holds what its fields show. */
export function usePuckReach({ view, open }: EditorViewControl, working: JsonObject): PuckReach {
  const puckDispatch = useRef<(action: PuckAction) => void>(undefined);
  const [pendingSelection, setPendingSelection] = useState<Selection>();

  return {
    bridge: {
      pendingSelection,
      takePendingSelection: () => setPendingSelection(undefined),
      register: (dispatch) => {
        puckDispatch.current = dispatch;
      },
    },
    showStep: (target, manifest) => {
      const dispatch = puckDispatch.current;
      if (!sameView(target, view) || !dispatch) {
        open(target, addressOfView(target, manifest));
        return;
      }
      // Puck keeps what a focused field shows until it loses focus: unmark it so the field shows the step too.
      dispatch({ type: "setUi", ui: { field: { focus: null } } });
      if (target.kind === "page") {
        const route = routesOf(manifest)[target.index];
        if (!route) return;
        dispatch({ type: "setData", data: routeToPuck(route) });
        open(target, pageAddress(String(route.path)), { replace: true });
      } else if (target.kind === "settings") {
        dispatch({ type: "setData", data: siteToPuck(siteOf(manifest)) });
      }
    },
    showProblem: (problem) => {
      const place = placeOf(problem);
      if (place.kind === "file") return;
      const target: EditorView =
        place.kind === "site" ? { kind: "settings" } : { kind: "page", index: place.routeIndex };
      const blockIndex = place.kind === "route" ? place.blockIndex : undefined;
      const selection = { blockIndex, fieldName: place.fieldName };
      if (sameView(target, view) && puckDispatch.current) {
        selectBlock(puckDispatch.current, selection);
        return;
      }
      setPendingSelection(selection);
      open(target, addressOfView(target, working));
    },
    selectWhenOpen: setPendingSelection,
  };
}
