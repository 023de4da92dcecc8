import { useCallback, useRef, useState } from "react";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { PuckChangeKind } from "../puck/puck-changes.ts";
import type { UndoControl } from "../contexts/undo-context.tsx";
import { edit, redo, replaceWorking, stepTime, undo } from "./edit-history.ts";
import type { EditorView } from "./editor-view.ts";
import { useLatest } from "./use-latest.ts";
import type { EditorViewControl } from "./use-editor-view.ts";
import type { PuckReach } from "./use-puck-reach.ts";
import type { WorkingCopy } from "./use-working-copy.ts";

/** A change to the working copy, as one step Undo can take back (or, from Puck showing an undo, none). */
export type Change = (
  next: (current: JsonObject) => JsonObject,
  kind: PuckChangeKind | "pages",
  viewAfter?: EditorView,
  viewBefore?: EditorView,
) => void;

export interface EditSteps {
  change: Change;
  undoControl: UndoControl;
  /** Makes the next typing a step of its own rather than more of the typing before it. */
  stepOfItsOwn: () => void;
  /** What the last step did when it is easy to miss ("Block deleted."), with Undo beside it. */
  notice: string | undefined;
  closeNotice: () => void;
}

/**
 * Every change to the working copy as a step of the editor's one Undo, and Undo and Redo themselves.
 * `blocked`: while a colleague's version is being merged, the working copy waits for the answer.
 */
export function useEditSteps(
  { edits, setEdits }: WorkingCopy,
  { view }: EditorViewControl,
  { showStep }: Pick<PuckReach, "showStep">,
  blocked: boolean,
): EditSteps {
  const [notice, setNotice] = useState<string>();
  // Set by a field whose next change is a step of its own rather than more of the typing before it.
  const ownStep = useRef(false);

  const change: Change = (next, kind, viewAfter, viewBefore = view) => {
    const typing = kind === "typing" && !ownStep.current;
    if (kind === "typing") ownStep.current = false;
    const how = { viewBefore, viewAfter, group: typing ? JSON.stringify(view) : undefined, at: stepTime() };
    setEdits((current) =>
      kind === "sync" ? replaceWorking(current, next(current.working)) : edit(current, next(current.working), how),
    );
    if (kind === "delete") setNotice("Block deleted.");
  };

  // The keys and buttons call the latest takeBack; their own identity stays, so listeners stay put.
  const takeBack = useLatest((direction: "undo" | "redo") => {
    if (blocked) return;
    const result = direction === "undo" ? undo(edits) : redo(edits);
    if (!result) return;
    setEdits(result.edits);
    setNotice(undefined);
    showStep(result.shown, result.edits.working);
  });
  const undoLast = useCallback(() => takeBack.current("undo"), [takeBack]);
  const redoLast = useCallback(() => takeBack.current("redo"), [takeBack]);
  const closeNotice = useCallback(() => setNotice(undefined), []);

  return {
    change,
    undoControl: {
      canUndo: edits.done.length > 0,
      canRedo: edits.undone.length > 0,
      undo: undoLast,
      redo: redoLast,
    },
    stepOfItsOwn: () => {
      ownStep.current = true;
    },
    notice,
    closeNotice,
  };
}
