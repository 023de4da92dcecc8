import { useState } from "react";

/**
 * What the visitor left in each named field of a form before the page's script ran (a radio group:
 * its checked choice); fields left empty are not listed. The form is found by the id of one of its
 * fields: the page's markup and the hydrating render give it the same id (React's `useId`, under the
 * island's own prefix).
 */
function typedInto<Field extends string>(fieldId: string, fields: readonly Field[]): Partial<Record<Field, string>> {
  const form = (document.getElementById(fieldId) as HTMLInputElement | null)?.form;
  const typed: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const control = form?.elements.namedItem(field);
    const value = control && "value" in control ? control.value : "";
    if (value) typed[field] = value;
  }
  return typed;
}

/**
 * What was typed into the prerendered form before hydration, read once as the form is first drawn,
 * for its state to start from. React keeps a controlled field's text as it hydrates but not in the
 * field's state, and its next render would put the state back; stable React replays no change
 * event for it. Drawn afresh (the editor, `npm run dev`) there is no such form yet, and on the
 * server no document: nothing is read.
 */
export function useTypedBeforeHydration<Field extends string>(
  fieldId: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const [typed] = useState(() => (typeof document === "undefined" ? {} : typedInto(fieldId, fields)));
  return typed;
}
