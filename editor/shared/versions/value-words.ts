import { richTextWords } from "../../../src/text/rich-text.ts";
import type { FieldSpec } from "../schema/field-spec.ts";
import { optionLabel } from "../schema/humanize.ts";

/** The most characters of a text a change line quotes; a longer text is cut around what changed. */
const shownLength = 40;
// Unchanged words kept before the first difference, so the reader finds the place in the text.
const leadIn = 20;

/** How a text reads in the editor: a rich text without its markers, a choice as its label. */
function plainText(value: string, spec: FieldSpec | undefined): string {
  if (spec?.kind === "choice") return optionLabel(value);
  return spec?.kind === "text" && spec.rich ? richTextWords(value) : value;
}

function sameStart(a: string[], b: string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** At most shownLength characters from `start`, ended at a word where one is near, with … where cut. */
function excerpt(characters: string[], start: number): string {
  if (characters.length <= shownLength && start === 0) return characters.join("");
  let end = Math.min(start + shownLength, characters.length);
  if (end < characters.length) {
    const space = characters.lastIndexOf(" ", end);
    if (space > start + shownLength * 0.6) end = space;
  }
  return `${start > 0 ? "…" : ""}${characters.slice(start, end).join("").trim()}${end < characters.length ? "…" : ""}`;
}

/** The first word start at or after `index`, unless none comes soon. */
function wordStart(characters: string[], index: number, limit: number): number {
  for (let at = index; at < limit; at++) if (characters[at - 1] === " ") return at;
  return index;
}

/** A value as a change line shows it: a text in quotes (shortened), a choice by its label, yes or no. */
export function shownValue(value: unknown, spec?: FieldSpec): string {
  if (typeof value === "string") return `“${excerpt(Array.from(plainText(value, spec)), 0)}”`;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (value === null) return "nothing";
  return Array.isArray(value) ? `a list of ${value.length}` : "a group of fields";
}

/**
 * “before” → “after”. Long texts are both cut at the same place, a little before their first difference,
 * so that the words that changed are the ones shown.
 */
export function beforeAfter(before: unknown, after: unknown, spec?: FieldSpec): string {
  if (typeof before !== "string" || typeof after !== "string")
    return `${shownValue(before, spec)} → ${shownValue(after, spec)}`;
  // A change of formatting alone shows the markers, or both sides would read the same.
  const inWords = plainText(before, spec) !== plainText(after, spec);
  const was = Array.from(inWords ? plainText(before, spec) : before);
  const now = Array.from(inWords ? plainText(after, spec) : after);
  const differsAt = sameStart(was, now);
  const start = differsAt + leadIn <= shownLength ? 0 : wordStart(was, differsAt - leadIn, differsAt - leadIn / 2);
  return `“${excerpt(was, start)}” → “${excerpt(now, start)}”`;
}
