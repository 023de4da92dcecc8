import { parse } from "regexparam";

export interface RoutePattern {
  path: string;
}

export interface RouteMatch<R extends RoutePattern> {
  route: R;
  params: Record<string, string>;
}

const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();

function compile(path: string) {
  let entry = compiled.get(path);
  if (!entry) {
    entry = parse(path);
    compiled.set(path, entry);
  }
  return entry;
}

export function isPattern(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":"));
}

/**
 * The route a pathname shows. Fixed paths win over patterns, so /doctors/team (if declared)
 * beats /doctors/:doctorId whatever the order in site.json.
 */
export function findRoute<R extends RoutePattern>(routes: readonly R[], pathname: string): RouteMatch<R> | undefined {
  const ordered = [...routes.filter((r) => !isPattern(r.path)), ...routes.filter((r) => isPattern(r.path))];
  for (const route of ordered) {
    const { pattern, keys } = compile(route.path);
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => (params[key] = decodeURIComponent(found[i + 1] ?? "")));
    return { route, params };
  }
  return undefined;
}

/** The pathname part of an internal link, without query, fragment or trailing slash. */
export function linkPathname(href: string): string {
  const pathname = href.split(/[?#]/)[0];
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
