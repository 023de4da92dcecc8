import type { Site } from "../manifest/site-manifest.generated.ts";
import { wordsInLanguage } from "./engine-words.ts";
import { siteInLanguage, type ShownLanguage } from "./in-language.ts";
import type { ShownSite } from "./shown-site.tsx";

/**
 * What a page in `language` reads of the site (its settings, its language, the engine's words): the
 * one recipe of the app, the editor's canvas and the tests. Kept apart from shown-site.tsx, which
 * islands import, so the schema this reads stays out of their code.
 */
export function siteShownIn(site: Site, language: ShownLanguage): ShownSite {
  return {
    site: siteInLanguage(site, language),
    language,
    words: wordsInLanguage(site, language.code, language.defaultCode),
  };
}
