import { site } from "virtual:site";
import type { Block } from "../manifest/site-manifest.generated.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import {
  blocksInLanguage,
  routeInLanguage,
  shownLanguage,
  siteInLanguage,
  type ShownLanguage,
} from "../language/in-language.ts";
import type { ShownSite } from "../language/shown-site.tsx";
import { siteLanguages } from "../language/site-languages.ts";
import { wordsInLanguage } from "../language/engine-words.ts";

/** The prefixes of the site's languages' pages: "" for the default language, "/gu" for Gujarati. */
export const languagePrefixes = siteLanguages(site).map((language) => language.prefix);

interface PagesInLanguage {
  shown: ShownSite;
  language: ShownLanguage;
}

const languages = new Map<string, PagesInLanguage>();

/** The site's settings in the language under `prefix`, worked out once per language. */
export function pagesInLanguage(prefix: string): PagesInLanguage {
  let found = languages.get(prefix);
  if (!found) {
    const language = shownLanguage(site, prefix) ?? (shownLanguage(site, "") as ShownLanguage);
    found = {
      language,
      shown: {
        site: siteInLanguage(site, language),
        language,
        words: wordsInLanguage(site, language.code, language.defaultCode),
      },
    };
    languages.set(prefix, found);
  }
  return found;
}

const routesShown = new WeakMap<RouteEntry, Map<string, RouteEntry>>();
const blocksShown = new WeakMap<Block[], Map<string, Block[]>>();

function once<K extends object, V>(table: WeakMap<K, Map<string, V>>, key: K, code: string, make: () => V): V {
  let byLanguage = table.get(key);
  if (!byLanguage) table.set(key, (byLanguage = new Map()));
  let value = byLanguage.get(code);
  if (value === undefined) byLanguage.set(code, (value = make()));
  return value;
}

/** A route's settings (title, heading, description) in a language, worked out once. */
export const routeShownIn = (route: RouteEntry, language: ShownLanguage): RouteEntry =>
  once(routesShown, route, language.code, () => routeInLanguage(route, language));

/** A page's blocks in a language, worked out once. */
export const blocksShownIn = (blocks: Block[], language: ShownLanguage): Block[] =>
  once(blocksShown, blocks, language.code, () => blocksInLanguage(blocks, language));
