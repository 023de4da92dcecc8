/*
 * An island's props leave out the longer texts its prerendered markup already shows (a slide's title,
 * a picture's alt text): each is written as a reference to the element that shows it, and the browser
 * reads it back from there before it hydrates (shown-text-references.ts writes them at build time).
 */

/** A text the island's markup shows: the `element`-th element inside the island, its text or an attribute. */
export interface ShownTextReference {
  $shown: [element: number, attribute?: string];
}

function isReference(value: object): value is ShownTextReference {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "$shown" && Array.isArray((value as ShownTextReference).$shown);
}

/**
 * The value with every reference replaced by the text it names in `island`, read before anything
 * changes the markup. A reference to an element that is not there stops the island from hydrating.
 */
export function withShownTexts(value: unknown, island: Element): unknown {
  const elements = island.querySelectorAll("*");
  const resolve = (part: unknown): unknown => {
    if (Array.isArray(part)) return part.map(resolve);
    if (!part || typeof part !== "object") return part;
    if (!isReference(part))
      return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, resolve(inner)]));
    const [index, attribute] = part.$shown;
    const element = elements.item(index) as Element | null;
    const text = element && (attribute ? element.getAttribute(attribute) : element.textContent);
    if (text === null || text === undefined) throw new Error(`The island's markup has no text at element ${index}.`);
    return text;
  };
  return resolve(value);
}
