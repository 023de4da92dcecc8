import { extname } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};

export function contentType(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
}

export function isCompressible(file: string): boolean {
  return /\.(html|js|css|json|svg|txt|xml)$/i.test(file);
}

/**
 * Hashed build assets and fingerprinted picture variants never change; pages must be re-checked so
 * an edit shows at once. A miss is never kept: the file it asked for may be deployed a moment later.
 */
export function cacheControl(urlPath: string, file: string, status: number): string {
  if (status !== 200 || file.endsWith(".html")) return "no-cache";
  if (urlPath.startsWith("/assets/") || urlPath.startsWith("/sized/")) return "public, max-age=31536000, immutable";
  return "public, max-age=604800";
}

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
