import type { Site } from "../manifest/site-manifest.generated.ts";
import { isMultilingual } from "./site-languages.ts";

/**
 * The `lang` of a page's <html> in the language `code`: that code on a site of several languages;
 * none on a site that declares no languages, whose pages keep their template's own (en-IN).
 */
export function documentLanguage(site: Pick<Site, "languages">, code: string): string | undefined {
  return isMultilingual(site) ? code : undefined;
}
