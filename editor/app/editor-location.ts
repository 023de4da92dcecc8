import { decodePathname, encodePathname, withoutTrailingSlash } from "../../src/manifest/decode-pathname.ts";

/** What the address shows: a page of the site, the site's settings, or something else. */
export type EditorLocation =
  | { view: "page"; routePath: string }
  | { view: "settings" }
  | { view: "history" }
  | { view: "pictures" }
  | { view: "preview"; routePath: string }
  | { view: "unknown"; address: string };

export const settingsAddress = "/edit-site";
export const historyAddress = "/edit-history";
export const picturesAddress = "/edit-pictures";
const previewPrefix = "/edit-preview";

/** Whether the server answers this address with the editor page (which then tells what it shows). */
export function isEditorAddress(pathname: string): boolean {
  const bare = withoutTrailingSlash(pathname);
  return (
    bare === "/edit" ||
    pathname.startsWith("/edit/") ||
    bare === settingsAddress ||
    bare === historyAddress ||
    bare === picturesAddress ||
    bare === previewPrefix ||
    pathname.startsWith(`${previewPrefix}/`)
  );
}

/**
 * `pathname` is the address bar's, still encoded: it is decoded here once, as the site's server
 * does, and an address that cannot be decoded (/edit/%E0) names no page, so the editor shows it as
 * a missing page instead of failing to start.
 */
export function editorLocationOf(pathname: string): EditorLocation {
  const bare = withoutTrailingSlash(pathname);
  if (bare === settingsAddress) return { view: "settings" };
  if (bare === historyAddress) return { view: "history" };
  if (bare === picturesAddress) return { view: "pictures" };
  for (const [prefix, view] of [
    ["/edit", "page"],
    [previewPrefix, "preview"],
  ] as const) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    const rest = decodePathname(pathname.slice(prefix.length));
    if (rest === undefined) return { view: "unknown", address: pathname };
    const routePath = rest || "/";
    return { view, routePath: withoutTrailingSlash(routePath) };
  }
  return { view: "unknown", address: pathname };
}

/** Addresses are written as the site writes a path (`encodePathname`), so reading them back gives the same path. */
export function pageAddress(routePath: string): string {
  return `/edit${encodePathname(routePath)}`;
}

/** A page shown full size as visitors will see it: with the unpublished changes, or as a published version had it. */
export function previewAddress(routePath: string, version?: string): string {
  return previewOfAddress(encodePathname(routePath), version);
}

/**
 * The preview of what a site address shows, the address taken as the browser has it, still encoded: it is decoded
 * once, when the preview opens, as the site's server decodes it.
 */
export function previewOfAddress(encodedPathname: string, version?: string): string {
  return `${previewPrefix}${encodedPathname}${version ? `?version=${encodeURIComponent(version)}` : ""}`;
}
