import type { AltText, Text } from "../manifest/site-manifest.generated.ts";
import { shownText } from "../text/shown-text.ts";

/**
 * A picture's alt, with the language it is in when it is not translated yet: a screen reader then
 * reads it in that language's voice. A plain string gives the alt alone, so the markup stays as it was.
 */
export function altAttributes(text: AltText | Text): { alt: string; lang?: string } {
  const { words, lang } = shownText(text);
  return lang ? { alt: words, lang } : { alt: words };
}
