import type { Text } from "../manifest/site-manifest.generated.ts";

/*
 * How a page is put together around its blocks, for the site's pages and the editor's canvas alike:
 * an inner page opens with a heading band; the home page has none, so its first block's heading is
 * the page's h1.
 */

export function hasHeadingBand(path: string): boolean {
  return path !== "/";
}

/** The level a block's own headings start at, by its place on the page at `path`. */
export function blockHeadingLevel(path: string, index: number): 1 | 2 {
  return index === 0 && !hasHeadingBand(path) ? 1 : 2;
}

/** The words of a page's heading band: its heading, else its title, else the site's name. */
export function headingOf(page: { heading?: Text; title?: Text }, siteName: Text): Text {
  return page.heading ?? page.title ?? siteName;
}
