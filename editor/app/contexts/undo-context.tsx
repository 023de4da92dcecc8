import { createContext, useContext, useEffect } from "react";
import { undoKeyOf } from "../state/undo-keys.ts";

/** The editor's one undo, for every change to the working copy, wherever it was made. */
export interface UndoControl {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

export const UndoContext = createContext<UndoControl>({
  canUndo: false,
  canRedo: false,
  undo: () => undefined,
  redo: () => undefined,
});

export function useUndo(): UndoControl {
  return useContext(UndoContext);
}

/**
 * The undo keys in one document (the editor's, or the canvas frame's), in a text field too: a field's
 * own undo would undo behind the editor's back. Caught before Puck's own history, which is not used.
 */
export function useUndoKeys(target: Document | undefined, { undo, redo }: UndoControl): void {
  useEffect(() => {
    const view = target?.defaultView;
    if (!view) return;
    const onKey = (event: KeyboardEvent) => {
      const wanted = undoKeyOf(event);
      if (!wanted) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (wanted === "undo") undo();
      else redo();
    };
    view.addEventListener("keydown", onKey, true);
    return () => view.removeEventListener("keydown", onKey, true);
  }, [target, undo, redo]);
}
