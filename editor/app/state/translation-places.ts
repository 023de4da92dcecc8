import type { JsonPath } from "../../../src/manifest/strings-in.ts";
import { defaultText } from "../../../src/language/in-language.ts";
import { siteLanguages, type SiteLanguage } from "../../../src/language/site-languages.ts";
import { textsIn } from "../../../src/language/translatable-texts.ts";
import { isTranslated } from "../../../src/language/translation-status.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";

/** How far one place of the site (its settings, or one page) is translated into one language. */
export interface PlaceTranslation {
  /** "Site settings", or the page's title. */
  name: string;
  /** The page's path; none for the site's settings. */
  path?: string;
  texts: number;
  translated: number;
  /** Where the first text not translated yet stands in site.json: the editor shows that field. */
  firstMissing?: JsonPath;
}

export interface LanguageTranslation {
  language: SiteLanguage;
  texts: number;
  translated: number;
  /** The site's settings and each page, the least translated first. */
  places: PlaceTranslation[];
}

/**
 * How far each language other than the default is translated, place by place: what the editor's
 * Translations view lists. A text empty in the default language has nothing to translate.
 */
export function translationsOf(manifest: JsonObject): LanguageTranslation[] {
  const [first, ...others] = siteLanguages(siteOf(manifest) as Pick<Site, "languages">);
  const texts = [...textsIn(manifest)].filter((text) => defaultText(text.value, first.code).trim() !== "");
  const routes = routesOf(manifest);
  const placeKey = (path: JsonPath) => (path[0] === "routes" ? Number(path[1]) : -1);
  return others.map((language) => {
    const places = new Map<number, PlaceTranslation>();
    for (const text of texts) {
      const key = placeKey(text.path);
      let place = places.get(key);
      if (!place) {
        const route = routes[key];
        place = route
          ? { name: pageName(route, manifest), path: String(route.path), texts: 0, translated: 0 }
          : { name: "Site settings", texts: 0, translated: 0 };
        places.set(key, place);
      }
      place.texts++;
      if (isTranslated(text.value, language.code, first.code)) place.translated++;
      else place.firstMissing ??= text.path;
    }
    const listed = [...places.values()].sort(
      (a, b) => a.translated / a.texts - b.translated / b.texts || a.name.localeCompare(b.name),
    );
    const translated = listed.reduce((sum, place) => sum + place.translated, 0);
    return { language, texts: texts.length, translated, places: listed };
  });
}
