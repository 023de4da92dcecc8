import { isJsonObject } from "../schema/json-value.ts";

/**
 * The words a text field shows and edits in one language (`code`): a plain text is the default
 * language's; a text written per language ({"en": …, "gu": …}) gives that language's entry.
 */
export function wordsIn(value: unknown, code: string, defaultCode: string): string {
  if (typeof value === "string") return code === defaultCode ? value : "";
  if (isJsonObject(value) && typeof value[code] === "string") return value[code];
  return "";
}

/**
 * A text after its words in `code` were typed: a plain text stays plain in the default language; a
 * text written per language keeps its other languages, so editing the English never loses a
 * translation.
 */
export function withWordsIn(value: unknown, code: string, defaultCode: string, words: string): unknown {
  if (isJsonObject(value)) return { ...value, [code]: words };
  if (code === defaultCode) return words;
  return { [defaultCode]: typeof value === "string" ? value : "", [code]: words };
}
