import { createUsePuck } from "@puckeditor/core";
import type { Problem } from "../../shared/problem.ts";
import { useEditorServices } from "../contexts/editor-services.tsx";

const usePuck = createUsePuck();

/**
 * The validator's findings for this field of the block being edited (or of the page's own settings
 * when no block is selected). Blocks are told apart by their place on the page, as the validator names them.
 */
export function useFieldProblems(fieldName: string): Problem[] {
  const itemKey = usePuck((puck) => {
    const selector = puck.appState.ui.itemSelector;
    return selector ? String(selector.index) : "root";
  });
  return useEditorServices().problemsAt(itemKey, fieldName);
}
