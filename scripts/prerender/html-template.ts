import { readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "../../src/text/escape-html.ts";

export interface PageParts {
  html: string;
  title: string;
  description: string;
  head: string;
  /** The page's first-paint styles, as <style> elements (page-styles.ts). */
  styles?: string;
  /** The islands' props as JSON data blocks (src/islands/place-islands.ts), after the page's root. */
  islandProps?: string;
  /** Whether the page has an island: a page without one gets no script at all. */
  hasIslands?: boolean;
  /** The page's language for `<html lang>`, when it is not the template's own. */
  lang?: string;
}

/** The spots in index.html that each page fills. Each must appear exactly once. */
export const placeholders = {
  title: "%PAGE_TITLE%",
  description: "%PAGE_DESCRIPTION%",
  head: "<!--page-head-->",
  styles: "<!--page-styles-->",
  root: '<div id="root"><!--app-html--></div>',
} as const;

export type PlaceholderValues = Record<keyof typeof placeholders, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyPlaceholder = new RegExp(Object.values(placeholders).map(escapeRegExp).join("|"), "g");

/**
 * Fills every placeholder in one pass, each by a replacer function: the filled-in text is taken
 * as it is (a `$'` in a price stays `$'`), and is never searched for placeholders again (a page
 * that mentions "%PAGE_TITLE%" keeps saying so). A template missing a placeholder, or holding one
 * twice, stops the build.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues, source = "index.html"): string {
  const byToken = new Map<string, string>();
  for (const [name, token] of Object.entries(placeholders) as [keyof PlaceholderValues, string][]) {
    const count = template.split(token).length - 1;
    if (count !== 1)
      throw new Error(`${source} must hold the placeholder ${token} exactly once; it holds it ${count} times.`);
    byToken.set(token, values[name]);
  }
  return template.replace(anyPlaceholder, (token) => byToken.get(token) ?? token);
}

/**
 * The built index.html. Its styles are filled in page by page (page-styles.ts), inlined: the first
 * paint then needs one request, and they are small enough that this costs less than a round trip.
 */
export function loadTemplate(distDir: string): string {
  return (
    readFileSync(join(distDir, "index.html"), "utf8")
      // The page is complete without script, so the script may wait behind pictures and text.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
  );
}

/** The page's script: it starts the islands, so a page without one leaves it out. */
const pageScript = /<script type="module"[^>]*><\/script>\s*/g;

const htmlLang = /<html lang="[^"]*"/;

export function fillTemplate(template: string, page: PageParts): string {
  const scripted = page.hasIslands ? template : template.replace(pageScript, "");
  const inLanguage = page.lang ? scripted.replace(htmlLang, `<html lang="${escapeHtml(page.lang)}"`) : scripted;
  return fillPlaceholders(inLanguage, {
    title: escapeHtml(page.title),
    description: escapeHtml(page.description),
    head: page.head,
    styles: page.styles ?? "",
    root: `<div id="root">${page.html}</div>${page.islandProps ?? ""}`,
  });
}
