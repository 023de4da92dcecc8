import { extname } from "node:path";

/** Hashed build assets and fingerprinted picture variants: their names change with their content. */
export const immutablePrefixes = ["/assets/", "/sized/"];

/** Files a page loads and a browser never shows as a page: scripts, stylesheets, pictures, fonts. */
export const subresourceExtensions = [".js", ".css", ".jpg", ".jpeg", ".png", ".webp", ".woff2", ".ico"];

/**
 * Whether the file served (its path under dist, found with status 200) is a hashed subresource,
 * sent with the subresource headers only. An HTML, SVG or other file there could be opened as a
 * page, so it keeps the document headers, and so does the 404 page for a missing one.
 */
export function isImmutableSubresource(servedPath: string, status: number): boolean {
  return (
    status === 200 &&
    immutablePrefixes.some((prefix) => servedPath.startsWith(prefix)) &&
    subresourceExtensions.includes(extname(servedPath))
  );
}

export const cacheRules = {
  immutable: "public, max-age=31536000, immutable",
  page: "no-cache",
  otherFile: "public, max-age=604800",
};

/**
 * Hashed build assets and fingerprinted picture variants never change; pages must be re-checked so
 * an edit shows at once. A miss is never kept: the file it asked for may be deployed a moment later.
 */
export function cacheControl(servedPath: string, status: number): string {
  if (status !== 200 || servedPath.endsWith(".html")) return cacheRules.page;
  if (immutablePrefixes.some((prefix) => servedPath.startsWith(prefix))) return cacheRules.immutable;
  return cacheRules.otherFile;
}
