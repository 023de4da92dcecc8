/**
 * A URL's pathname decoded once, where it comes in (the server's request, the browser's address),
 * or undefined when its percent-encoding is malformed (`/doctors/%E0%A4%A`): such an address
 * shows the 404 page. The rest of the code only ever sees decoded paths and never decodes again.
 */
export function decodePathname(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * A decoded path written back as an address (a link, a canonical URL, the router's location):
 * each segment percent-encoded, so that decodePathname gives exactly this text again, "%" and "?"
 * included.
 */
export function encodePathname(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * A path without the one trailing slash an address may end with: /about/ is /about, the home page's
 * "/" stays itself, and /about// keeps one slash, which is no page. The one home of that rule.
 */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
