import type { Route, Site } from "../manifest/site-manifest.generated.ts";
import type { SiteLanguage } from "./site-languages.ts";
import type { AnyText } from "./translatable-texts.ts";

/** Whether a text has its own words in a language: the default language's always, another's when written. */
export function isTranslated(text: AnyText, code: string, defaultCode: string): boolean {
  if (code === defaultCode) return true;
  return typeof text !== "string" && (text[code] ?? "").trim() !== "";
}

/**
 * The text that names a page where people find it (a search result, a link preview): its title, else
 * its heading, else its description, else the site's.
 */
export function namingText(route: Pick<Route, "title" | "heading" | "description">, site: Pick<Site, "description">) {
  return route.title ?? route.heading ?? route.description ?? site.description;
}

/**
 * Whether a page counts as translated into a language: its naming text is. Only then does the
 * language's page stand among the page's alternates and in the sitemap; otherwise it is there for
 * visitors but asks search engines to take the default language's page instead.
 */
export function isPageTranslated(
  route: Pick<Route, "title" | "heading" | "description">,
  site: Pick<Site, "description">,
  language: SiteLanguage,
  defaultCode: string,
): boolean {
  return isTranslated(namingText(route, site), language.code, defaultCode);
}
