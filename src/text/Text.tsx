import type { AltText, Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { shownText } from "./shown-text.ts";

/**
 * A text of site.json on a page: its words, and where they are not in the page's language (a text not
 * translated yet) inside a span that says which language they are in, so a screen reader reads them
 * in that language's voice and the browser picks fitting fonts.
 */
export function Text({ value }: { value: TextValue | AltText }) {
  const { words, lang } = shownText(value);
  return lang ? <span lang={lang}>{words}</span> : words;
}

/**
 * Texts side by side ("Meera Desai", ", ", "Sector 21"), as one text node where all are in the page's
 * language: React marks each seam between two text nodes with a comment in the HTML, bytes every
 * visitor downloads.
 */
export function TextsInLine({ values }: { values: (TextValue | AltText)[] }) {
  const shown = values.map(shownText);
  if (shown.every((text) => !text.lang)) return shown.map((text) => text.words).join("");
  return values.map((value, index) => <Text key={index} value={value} />);
}
