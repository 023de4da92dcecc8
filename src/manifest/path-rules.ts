import { parse } from "regexparam";

// The one home of the rules an address follows to its page, for the app (through wouter), the server,
// the prerenderer, the host configurations, the validator and the editor alike. It imports no React:
// `npm run build` would otherwise load React's development build before Vite sets NODE_ENV=production,
// and the production server renderer fails on it ("dispatcher.getOwner is not a function").

const malformedEscape = /%(?![0-9A-Fa-f]{2})/;
const escapeOrText = /(%[0-9A-Fa-f]{2})/;
const utf8 = new TextDecoder();
const toUtf8 = new TextEncoder();

/**
 * A URL's pathname decoded once, where it comes in (the server's request, the browser's address),
 * or undefined when it is malformed: a "%" not followed by two hexadecimal digits
 * (`/doctors/%E0%A4%A`), or a NUL, both of which nginx refuses; such an address shows the 404 page.
 * Escaped bytes that are no UTF-8 (`/doctors/%FF`) read as U+FFFD, the character that stands for
 * them: nginx serves such an address, so the app shows the same page for it. The rest of the code
 * only ever sees decoded paths and never decodes again.
 */
export function decodePathname(raw: string): string | undefined {
  if (malformedEscape.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    const bytes = raw
      .split(escapeOrText)
      .flatMap((piece) => (escapeOrText.test(piece) ? [parseInt(piece.slice(1), 16)] : [...toUtf8.encode(piece)]));
    decoded = utf8.decode(new Uint8Array(bytes));
  }
  return decoded.includes("\0") ? undefined : decoded;
}

/**
 * The path an address shows, as every host of the site reads it: decoded once, and runs of slashes
 * counted as one, as nginx merges them and as a file's path reads (//about and /about// are /about
 * and /about/; so is /%2Fabout). Undefined when its encoding is malformed: that address gets the
 * 404 page. Every address that comes in (a request, the browser's, the preview's, the editor's, a
 * link in site.json) is read here, once.
 */
export function pathOfAddress(raw: string): string | undefined {
  return decodePathname(raw)?.replace(/\/{2,}/g, "/");
}

/**
 * A decoded path written back as an address (a link, a canonical URL, the editor's address bar):
 * each segment percent-encoded, so that decodePathname gives exactly this text again, "%" and "?"
 * included.
 */
export function encodePathname(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * A path without the one trailing slash an address may end with: /about/ is /about, the home page's
 * "/" stays itself, and /about// keeps one slash (an address's runs of slashes are merged before, by
 * pathOfAddress).
 */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The pathname part of an internal link, without query, fragment or trailing slash. */
export function linkPathname(href: string): string {
  return withoutTrailingSlash(href.split(/[?#]/)[0]);
}

/**
 * The path a link of this site opens, as the server and the app read it (`pathOfAddress`), so
 * /%61bout is /about; undefined when its encoding is malformed (/doctors/%E0%A4%A), which gets the
 * 404 page.
 */
export function linkedPath(href: string): string | undefined {
  return pathOfAddress(linkPathname(href));
}

/** Whether a route's path serves many addresses: one of its segments is a ":name". */
export function isPattern(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":"));
}

/**
 * Where the router stands for an address that cannot be decoded: it starts with no "/", as every
 * decoded path and every route's path does, so no route's pattern matches it and the 404 page shows.
 */
export const notFoundPath = "(not found)";

/**
 * The 404 page of the language under `prefix`, as the build prerenders it: the router, based at the
 * prefix, stands at "/(not found)", which `isNotFoundLocation` reads as no page.
 */
export function notFoundPathIn(prefix: string): string {
  return prefix ? `${prefix}/${notFoundPath}` : notFoundPath;
}

/** Whether the router's location is the 404 page's, the default language's or, under a prefix, another's. */
export function isNotFoundLocation(location: string): boolean {
  return location === notFoundPath || location === `/${notFoundPath}`;
}

interface CompiledPath {
  pattern: RegExp;
  keys: string[];
}

const compiled = new Map<string, CompiledPath>();

function compile(path: string): CompiledPath {
  let result = compiled.get(path);
  if (!result) {
    const { pattern, keys } = parse(path);
    // regexparam compiles with the "i" flag; keep its pattern, not its letter case.
    result = { pattern: new RegExp(pattern.source), keys };
    compiled.set(path, result);
  }
  return result;
}

/**
 * A route's path as the regular expression the whole site matches with: a ":name" segment takes
 * any one segment, one trailing slash is allowed, and letter case counts (/DOCTORS/x is not
 * /doctors/:doctorId), as site.json writes paths and as a page's folder is found on disk. Over
 * decoded text. nginx's configuration is written from this same expression.
 */
export function routePattern(path: string): RegExp {
  return compile(path).pattern;
}

const anyPath: CompiledPath = { pattern: /^/, keys: [] };

/**
 * The parser wouter matches routes with: the site's own patterns. A `Route` without a path (the
 * 404 page, last in a `Switch`) matches every location, the not-found one included.
 */
export function routeParser(path: string): CompiledPath {
  return path === "*" ? anyPath : compile(path);
}

/**
 * A decoded path as wouter's location, undefined (a malformed address) as the not-found one. wouter
 * runs every location through decodeURI; with each "%" written "%25", that gives back this very path,
 * so a path is still decoded once, the site's way (/doctors/100%2541 stays /doctors/100%41). As an
 * `ssrPath`, which wouter cuts at a "?", it is only ever a prerendered page's path, which holds none.
 */
export function routerLocation(path: string | undefined): string {
  return path === undefined ? notFoundPath : path.replaceAll("%", "%25");
}

/** What wouter's location hook returns for an address (`pathOfAddress`, then `routerLocation`). */
export function routerLocationOfAddress(rawPathname: string): string {
  return routerLocation(pathOfAddress(rawPathname));
}

/** What wouter's `useLocation` then gives for that address: its path, or `notFoundPath`. */
export function locationOfAddress(rawPathname: string): string {
  return pathOfAddress(rawPathname) ?? notFoundPath;
}

/**
 * A path in a language whose pages live under `prefix` ("/gu"): the default language's path behind
 * it, and the prefix alone for the home page. The default language's prefix is "": its paths stay.
 */
export function pathInLanguage(path: string, prefix: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * A link of this site as it reads on a page of the language under `prefix`: /about is /gu/about,
 * / is /gu, /#team is /gu#team. Only page links move; other links are returned as they are.
 */
export function linkInLanguage(href: string, prefix: string): string {
  if (!prefix || !href.startsWith("/")) return href;
  return /^\/(?=[?#]|$)/.test(href) ? `${prefix}${href.slice(1)}` : `${prefix}${href}`;
}

/**
 * Which language's pages a path is among: the prefix of its first segment when that is one of
 * `prefixes` ("/gu"), exactly, letter case included, and the path the page has in the default
 * language. Any other path is the default language's, prefix "".
 */
export function languageOfPath(path: string, prefixes: readonly string[]): { prefix: string; path: string } {
  const prefix = prefixes.find((candidate) => candidate && (path === candidate || path.startsWith(`${candidate}/`)));
  if (!prefix) return { prefix: "", path };
  return { prefix, path: path.slice(prefix.length) || "/" };
}

/**
 * What is wrong with a page's own path that is, or starts with, the prefix of one of the site's other
 * languages ("/gu", "/gu/about"), in words; undefined for any other path. The site reads such an address
 * as that language's page, so the page could never be reached.
 */
export function pathOfLanguageProblem(
  path: string,
  languages: readonly { prefix: string; name: string }[],
): string | undefined {
  const hidden = languageOfPath(
    path,
    languages.map((language) => language.prefix),
  );
  const language = languages.find((candidate) => candidate.prefix && candidate.prefix === hidden.prefix);
  if (!language) return undefined;
  const instead = hidden.path === "/" ? "home page" : `page ${hidden.path}`;
  return (
    `The address ${path} belongs to the pages in ${language.name}: visitors would get the ${instead} in ` +
    `${language.name} instead of this one. Choose an address that does not start with ${language.prefix}.`
  );
}
