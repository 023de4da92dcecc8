import type { AltText, RichText, Text } from "../manifest/site-manifest.generated.ts";

/**
 * The words a text of a page shows, and the language they are in when that is not the page's. A page
 * drawn in a language (`inLanguage`) holds each text as a plain string in its language, or, where it
 * is not translated yet, as an object with only the default language's text: `{"en": "About Us"}`.
 */
export function shownText(text: Text | RichText | AltText): { words: string; lang?: string } {
  if (typeof text === "string") return { words: text };
  const [entry] = Object.entries(text);
  return entry ? { words: entry[1], lang: entry[0] } : { words: "" };
}

/** A text's words alone, for an attribute (alt, aria-label, a title) where no element can carry its `lang`. */
export function plainText(text: Text | RichText | AltText): string {
  return shownText(text).words;
}
