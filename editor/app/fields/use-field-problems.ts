import { createUsePuck } from "@puckeditor/core";
import type { Problem } from "../api/problem.ts";
import { useEditorServices } from "../editor-services.tsx";

const usePuck = createUsePuck();

/** The validator's findings for this field (and, for a list, its items) of the block being edited. */
export function useFieldProblems(fieldName: string): Problem[] {
  const itemKey = usePuck((puck) => {
    const id: unknown = puck.selectedItem?.props.id;
    return typeof id === "string" ? id : "root";
  });
  return useEditorServices().problemsAt(itemKey, fieldName);
}
