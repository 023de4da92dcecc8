import { parse } from "regexparam";
import { decodePathname, withoutTrailingSlash } from "./decode-pathname.ts";

export interface RoutePattern {
  path: string;
}

export interface RouteMatch<R extends RoutePattern> {
  route: R;
}

// One matcher for the app, the server, the prerenderer and the validator, on regexparam. Nothing a
// Node script imports to match routes may import React: `npm run build` would then load React's
// development build before Vite sets NODE_ENV=production, and the production server renderer fails
// on it ("dispatcher.getOwner is not a function").
const compiled = new Map<string, RegExp>();

/**
 * A route's path as the regular expression the whole site matches with: a ":name" segment takes
 * any one segment, a trailing slash is allowed, and letter case counts (/DOCTORS/x is not
 * /doctors/:doctorId), as site.json writes paths and as a page's folder is found on disk. Over
 * decoded text. nginx's configuration is written from this same expression.
 */
export function routePattern(path: string): RegExp {
  let pattern = compiled.get(path);
  if (!pattern) {
    // regexparam compiles with the "i" flag; keep its pattern, not its letter case.
    pattern = new RegExp(parse(path).pattern.source);
    compiled.set(path, pattern);
  }
  return pattern;
}

export function isPattern(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":"));
}

/**
 * The route a pathname shows. The pathname is already decoded (`decodePathname`, once, where the
 * URL comes in): nothing here decodes, so no address can make it throw. Fixed paths win over
 * patterns, so /doctors/team (if declared) beats /doctors/:doctorId whatever the order in site.json.
 */
export function findRoute<R extends RoutePattern>(routes: readonly R[], pathname: string): RouteMatch<R> | undefined {
  const { ordered, byPath } = routeIndexOf(routes);
  // One trailing slash may follow a path; the home page's "/" takes none ("//" is no page).
  const key = withoutTrailingSlash(pathname);
  const exact = key === "/" && pathname !== "/" ? undefined : byPath?.get(key);
  const route = exact ?? ordered.find((candidate) => routePattern(candidate.path).test(pathname));
  return route && { route };
}

interface RouteIndex<R> {
  /** Fixed paths first, then patterns: the order routes are tried in. */
  ordered: readonly R[];
  /**
   * Every fixed route by its path, when each is plain text (no character a regular expression reads
   * specially): such a path matches itself, with or without one trailing slash, and nothing else, so
   * looking it up gives what trying each in order would. Undefined when one is not plain.
   */
  byPath?: Map<string, R>;
}

const plainPath = /^\/(?:[^.*+?^${}()|[\]\\:/]+(?:\/[^.*+?^${}()|[\]\\:/]+)*)?$/u;
const indexes = new WeakMap<readonly RoutePattern[], RouteIndex<RoutePattern>>();

/**
 * The routes ordered and indexed once per list (site.json's routes do not change under a build or a
 * page), so that finding a page's route does not try every route in turn: prerendering each page of
 * a site of 3,000 did that 3,000 times 3,000 times.
 */
function routeIndexOf<R extends RoutePattern>(routes: readonly R[]): RouteIndex<R> {
  let index = indexes.get(routes) as RouteIndex<R> | undefined;
  if (!index) {
    const fixed = routes.filter((route) => !isPattern(route.path));
    const byPath = new Map<string, R>();
    for (const route of fixed) if (!byPath.has(route.path)) byPath.set(route.path, route);
    index = {
      ordered: [...fixed, ...routes.filter((route) => isPattern(route.path))],
      byPath: fixed.every((route) => plainPath.test(route.path)) ? byPath : undefined,
    };
    indexes.set(routes, index);
  }
  return index;
}

/** The pathname part of an internal link, without query, fragment or trailing slash. */
export function linkPathname(href: string): string {
  return withoutTrailingSlash(href.split(/[?#]/)[0]);
}

/**
 * The path a link of this site opens, as the server and the app read it: its pathname, decoded
 * once, so /%61bout is /about; undefined when its encoding is malformed (/doctors/%E0%A4%A), which
 * gets the 404 page.
 */
export function linkedPath(href: string): string | undefined {
  return decodePathname(linkPathname(href));
}
