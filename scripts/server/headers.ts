import { extname } from "node:path";

/** One content type per file extension, for the preview server and the nginx configuration alike. */
export const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
};

/** Text types are declared UTF-8, so a page never depends on the browser guessing its encoding. */
export const textTypes = ["text/html", "text/javascript", "text/css", "application/json", "text/plain", "application/xml", "image/svg+xml"];

export function contentType(file: string): string {
  const type = contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
  return textTypes.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Files worth compressing: the build writes a .br and a .gz beside each. */
export function isCompressible(file: string): boolean {
  return /\.(html|js|css|json|svg|txt|xml)$/i.test(file);
}

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
export function cacheControl(urlPath: string, file: string, status: number): string {
  if (status !== 200 || file.endsWith(".html")) return cacheRules.page;
  if (immutablePrefixes.some((prefix) => urlPath.startsWith(prefix))) return cacheRules.immutable;
  return cacheRules.otherFile;
}
