import type { ShownTextReference } from "./shown-text-reference.ts";

/*
 * Reads React's static markup of an island as a browser's parser builds it: each start tag one
 * element, in document order, as `querySelectorAll("*")` lists them. React writes every attribute
 * as name="value" and escapes only & < > " ' in text and values; the content of a raw-text element
 * (a <style>) and of a <template> holds no element the browser lists.
 */
const tokens = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|[^<]+/g;
const attributes = /\s+([^\s=>/]+)(?:="([^"]*)")?/g;
const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]);
/** Elements whose content the browser reads as text, or keeps out of the document's elements. */
const opaque = new Set(["style", "script", "textarea", "title", "noscript", "xmp", "iframe", "template"]);
/** Elements whose text the browser may change as it parses it (a leading newline dropped). */
const changedText = new Set(["pre", "listing"]);

/** The shortest text worth a reference: a shorter one costs about as much as the reference itself. */
const shortestReferred = 16;

/**
 * Where the markup shows each text: the first element (by its place) whose whole content is that text,
 * or whose attribute is. Texts the browser would read back otherwise (a carriage return, which its
 * parser turns into a line feed) are left out, as is anything inside an <svg>, whose attribute names
 * keep their case.
 */
function shownTexts(html: string): Map<string, ShownTextReference> {
  const shown = new Map<string, ShownTextReference>();
  const note = (text: string, reference: ShownTextReference) => {
    if (new TextEncoder().encode(text).length >= shortestReferred && !/[\r\0]/.test(text) && !shown.has(text))
      shown.set(text, reference);
  };
  const list = [...html.matchAll(tokens)];
  let element = -1;
  let svgDepth = 0;
  for (let at = 0; at < list.length; at++) {
    const [whole, closing, rawName, rawAttributes, selfClosing] = list[at];
    if (!rawName || whole.startsWith("<!--")) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      if (name === "svg") svgDepth--;
      continue;
    }
    element++;
    if (name === "svg" && !selfClosing) svgDepth++;
    if (opaque.has(name)) {
      const end = list.findIndex((token, index) => index > at && token[1] === "/" && token[2]?.toLowerCase() === name);
      if (end < 0) throw new Error(`The island's markup never closes its <${name}>.`);
      at = end;
      continue;
    }
    if (svgDepth > 0) continue;
    for (const [, attribute, value] of rawAttributes.matchAll(attributes))
      if (value !== undefined) note(decode(value), { $shown: [element, attribute.toLowerCase()] });
    const [text, end] = [list[at + 1], list[at + 2]];
    if (!selfClosing && !changedText.has(name) && text && !text[2] && !text[0].startsWith("<"))
      if (end?.[1] === "/" && end[2]?.toLowerCase() === name) note(decode(text[0]), { $shown: [element] });
  }
  return shown;
}

/**
 * The value with each string the island's markup shows whole replaced by a reference to where it
 * shows it (shown-text-reference.ts reads them back in the browser).
 */
export function referToShownTexts(value: unknown, html: string): unknown {
  const shown = shownTexts(html);
  const refer = (part: unknown): unknown => {
    if (typeof part === "string") return shown.get(part) ?? part;
    if (Array.isArray(part)) return part.map(refer);
    if (part && typeof part === "object")
      return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, refer(inner)]));
    return part;
  };
  return refer(value);
}
