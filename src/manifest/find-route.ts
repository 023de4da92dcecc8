import { isPattern, routePattern, withoutTrailingSlash } from "./path-rules.ts";

export interface RoutePattern {
  path: string;
}

export interface RouteMatch<R extends RoutePattern> {
  route: R;
}

/**
 * The route a pathname shows, for code that matches paths without React (the server, the
 * prerenderer's list of pages, the validator); the app's `Switch` tries the same candidates. The
 * pathname is already decoded (`pathOfAddress`, once, where the URL comes in): nothing here
 * decodes, so no address can make it throw.
 */
export function findRoute<R extends RoutePattern>(routes: readonly R[], pathname: string): RouteMatch<R> | undefined {
  const route = routeCandidates(routes, pathname).find((candidate) => routePattern(candidate.path).test(pathname));
  return route && { route };
}

/**
 * The routes that may show a pathname, in the order they are tried: the fixed route of that path
 * (found in an index, so a build of 3,000 pages does not try 3,000 routes for each), else the
 * patterns. Fixed paths win over patterns, so /doctors/team (if declared) beats /doctors/:doctorId
 * whatever the order in site.json.
 */
export function routeCandidates<R extends RoutePattern>(routes: readonly R[], pathname: string): readonly R[] {
  const { ordered, byPath, patterns } = routeIndexOf(routes);
  if (!byPath) return ordered;
  // One trailing slash may follow a path; the home page's "/" takes none ("//" matches no pattern; an
  // address's runs of slashes are merged before it gets here, by pathOfAddress).
  const key = withoutTrailingSlash(pathname);
  const exact = key === "/" && pathname !== "/" ? undefined : byPath.get(key);
  return exact ? [exact] : patterns;
}

interface RouteIndex<R> {
  /** Fixed paths first, then patterns: the order routes are tried in. */
  ordered: readonly R[];
  patterns: readonly R[];
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
    const patterns = routes.filter((route) => isPattern(route.path));
    index = {
      ordered: [...fixed, ...patterns],
      patterns,
      byPath: fixed.every((route) => plainPath.test(route.path)) ? byPath : undefined,
    };
    indexes.set(routes, index);
  }
  return index;
}
