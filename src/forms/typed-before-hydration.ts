import { useState } from "react";
import { useIslandRoot } from "../islands/island-root.tsx";

/**
 * What the visitor left in each named field of the island's form before the page's script ran (a
 * radio group: its checked choice); fields left empty are not listed.
 */
function typedInto<Field extends string>(
  island: HTMLElement,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const form = island.querySelector("form");
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
 * for its state to start from: the render that hydrates the form then gives each field what it
 * holds. Read from the island's element, not by the fields' ids: the ids the server gave them are
 * React's, and Preact, which hydrates the islands in the browser, makes others. Drawn afresh (the
 * editor, `npm run dev`) or on the server, there is nothing to read.
 */
export function useTypedBeforeHydration<Field extends string>(
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const island = useIslandRoot();
  const [typed] = useState(() => (island ? typedInto(island, fields) : {}));
  return typed;
}
