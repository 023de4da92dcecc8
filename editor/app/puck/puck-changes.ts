import type { OnAction } from "@puckeditor/core";
import { useRef } from "react";

/**
 * What kind of change Puck just made, told by the action behind it: the editor's own undo showing a
 * page again ("sync"), a field typed in ("typing"), a block deleted, or another change to the blocks.
 */
export type PuckChangeKind = "sync" | "typing" | "delete" | "blocks";

function kindOf(actionType: string | undefined): PuckChangeKind {
  if (actionType === "setData") return "sync";
  if (actionType === "replace" || actionType === "replaceRoot") return "typing";
  if (actionType === "remove") return "delete";
  return "blocks";
}

/** Puck's onAction and onChange joined: each change comes with its kind (Puck reports the action first). */
export function usePuckChanges<D>(onChange: (data: D, kind: PuckChangeKind) => void): {
  onAction: OnAction;
  onChange: (data: D) => void;
} {
  const lastAction = useRef<string>(undefined);
  return {
    onAction: (action) => {
      lastAction.current = action.type;
    },
    onChange: (data) => onChange(data, kindOf(lastAction.current)),
  };
}
