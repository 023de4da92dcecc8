import { isJsonObject } from "../../shared/schema/json-value.ts";

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
 * translation. A plain text becomes one per language on its first translation; a translation
 * cleared is taken out, and a text left with the default language's words alone is plain again, so
 * site.json reads as it did before it was translated.
 */
export function withWordsIn(value: unknown, code: string, defaultCode: string, words: string): unknown {
  if (code === defaultCode) return isJsonObject(value) ? { ...value, [code]: words } : words;
  const written: Record<string, unknown> = isJsonObject(value)
    ? { ...value }
    : { [defaultCode]: typeof value === "string" ? value : "" };
  if (words === "") delete written[code];
  else written[code] = words;
  const codes = Object.keys(written);
  return codes.length === 1 && codes[0] === defaultCode ? written[defaultCode] : written;
}
