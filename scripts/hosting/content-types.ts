import { extname } from "node:path";
import { speculationRulesType } from "./speculation-rules.ts";

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
  ".speculationrules": speculationRulesType,
};

/** Text types are declared UTF-8, so a page never depends on the browser guessing its encoding. */
export const textTypes = [
  "text/html",
  "text/javascript",
  "text/css",
  "application/json",
  speculationRulesType,
  "text/plain",
  "application/xml",
  "image/svg+xml",
];

export function contentType(file: string): string {
  const type = contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
  return textTypes.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Files worth compressing: the build writes a .br and a .gz beside each. */
export function isCompressible(file: string): boolean {
  return /\.(html|js|css|json|svg|txt|xml)$/i.test(file);
}
