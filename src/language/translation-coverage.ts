import { siteLanguages, type SiteLanguage } from "./site-languages.ts";
import { textsIn, type TranslatableText } from "./translatable-texts.ts";
import { defaultText } from "./in-language.ts";
import { isPageTranslated, isTranslated } from "./translation-status.ts";
import type { SiteManifest } from "../manifest/site-manifest.generated.ts";

export interface LanguageCoverage {
  language: SiteLanguage;
  /** Texts a visitor reads, each counted once (a picture marked decoration has none). */
  texts: number;
  translated: number;
  /** The texts still in the default language only, in the order they stand in site.json. */
  untranslated: TranslatableText[];
  /** Pages whose naming text (`isPageTranslated`) is not translated: search engines are told to skip them. */
  untranslatedPages: number;
}

/** How far each language other than the default is translated. None for a site of one language. */
export function translationCoverage(manifest: SiteManifest): LanguageCoverage[] {
  const [first, ...others] = siteLanguages(manifest.site);
  const texts = [...textsIn(manifest)].filter((text) => defaultText(text.value, first.code).trim() !== "");
  return others.map((language) => {
    const untranslated = texts.filter((text) => !isTranslated(text.value, language.code, first.code));
    const untranslatedPages = manifest.routes.filter(
      (route) => !isPageTranslated(route, manifest.site, language, first.code),
    ).length;
    return {
      language,
      texts: texts.length,
      translated: texts.length - untranslated.length,
      untranslated,
      untranslatedPages,
    };
  });
}

const count = (value: number) => value.toLocaleString("en-US");

/** "ગુજરાતી (gu): 612 of 1,140 texts translated; 38 pages untranslated" */
export function coverageLine({ language, texts, translated, untranslatedPages }: LanguageCoverage): string {
  const pages = `${count(untranslatedPages)} ${untranslatedPages === 1 ? "page" : "pages"} untranslated`;
  return `${language.name} (${language.code}): ${count(translated)} of ${count(texts)} texts translated; ${pages}`;
}
