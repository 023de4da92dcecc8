import { decodePathname } from "../../src/manifest/decode-pathname.ts";

/** What the address shows: a page of the site, the site's settings, or something else. */
export type EditorLocation =
  { view: "page"; routePath: string } | { view: "settings" } | { view: "unknown"; address: string };

/**
 * `pathname` is the address bar's, still encoded: it is decoded here once, as the site's server
 * does, and an address that cannot be decoded (/edit/%E0) names no page, so the editor shows it as
 * a missing page instead of failing to start.
 */
export function editorLocationOf(pathname: string): EditorLocation {
  if (pathname === "/edit-site" || pathname === "/edit-site/") return { view: "settings" };
  if (pathname === "/edit" || pathname.startsWith("/edit/")) {
    const rest = decodePathname(pathname.slice("/edit".length));
    if (rest === undefined) return { view: "unknown", address: pathname };
    const routePath = rest || "/";
    return { view: "page", routePath: routePath.length > 1 ? routePath.replace(/\/$/, "") : routePath };
  }
  return { view: "unknown", address: pathname };
}

export function pageAddress(routePath: string): string {
  return `/edit${encodeURI(routePath)}`;
}
