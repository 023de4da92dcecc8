import { routes, site } from "virtual:site";
import type { StepNames } from "../manifest/breadcrumb.ts";
import { isTranslated } from "../language/translation-status.ts";
import type { Block, Site } from "../manifest/site-manifest.generated.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import {
  blocksInLanguage,
  routeInLanguage,
  shownLanguage,
  textInLanguage,
  type ShownLanguage,
} from "../language/in-language.ts";
import type { ShownSite } from "../language/shown-site.tsx";
import { siteLanguages } from "../language/site-languages.ts";
import { siteShownIn } from "../language/site-shown-in.ts";

/*
 * `site` is read at each call, never kept: in the editor's preview it is a live binding that the
 * working copy replaces, so everything worked out from it is kept by the settings object it came from.
 */

/** The prefixes of the site's languages' pages: "" for the default language, "/gu" for Gujarati. */
export function languagePrefixes(): string[] {
  return siteLanguages(site).map((language) => language.prefix);
}

interface PagesInLanguage {
  shown: ShownSite;
  language: ShownLanguage;
}

const bySite = new WeakMap<Site, Map<string, PagesInLanguage>>();

/** The site's settings in the language under `prefix`, worked out once per language and settings. */
export function pagesInLanguage(prefix: string): PagesInLanguage {
  let languages = bySite.get(site);
  if (!languages) bySite.set(site, (languages = new Map()));
  let found = languages.get(prefix);
  if (!found) {
    const language = shownLanguage(site, prefix) ?? (shownLanguage(site, "") as ShownLanguage);
    found = { language, shown: siteShownIn(site, language) };
    languages.set(prefix, found);
  }
  return found;
}

const routesShown = new WeakMap<RouteEntry, WeakMap<ShownLanguage, RouteEntry>>();
const blocksShown = new WeakMap<Block[], WeakMap<ShownLanguage, Block[]>>();

function once<K extends object, V>(
  table: WeakMap<K, WeakMap<ShownLanguage, V>>,
  key: K,
  language: ShownLanguage,
  make: () => V,
): V {
  let byLanguage = table.get(key);
  if (!byLanguage) table.set(key, (byLanguage = new WeakMap()));
  let value = byLanguage.get(language);
  if (value === undefined) byLanguage.set(language, (value = make()));
  return value;
}

/** A route's settings (title, heading, description) in a language, worked out once. */
export const routeShownIn = (route: RouteEntry, language: ShownLanguage): RouteEntry =>
  once(routesShown, route, language, () => routeInLanguage(route, language));

/** A page's blocks in a language, worked out once. */
export const blocksShownIn = (blocks: Block[], language: ShownLanguage): Block[] =>
  once(blocksShown, blocks, language, () => blocksInLanguage(blocks, language));

/**
 * How the breadcrumb names its steps on a page at `path` in a language other than the default: each
 * step that is a page of the site by its name there (title, else heading) once that is translated;
 * any other step by its segment, marked as the default language's words.
 */
export function stepNamesIn(path: string, language: ShownLanguage): StepNames {
  if (language.code === language.defaultCode) return {};
  const steps: Record<string, string> = {};
  const segments = path.split("/").filter(Boolean);
  segments.forEach((_, i) => {
    const stepPath = `/${segments.slice(0, i + 1).join("/")}`;
    const page = routes.find((route) => route.path === stepPath);
    const name = page && (page.title ?? page.heading);
    if (name && isTranslated(name, language.code, language.defaultCode))
      steps[stepPath] = String(textInLanguage(name, language));
  });
  return { steps, segmentsIn: language.defaultCode };
}
