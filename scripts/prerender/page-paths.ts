import { findRoute, type RoutePattern } from "../../src/manifest/find-route.ts";
import { isPattern, linkedPath, pathInLanguage } from "../../src/manifest/path-rules.ts";
import { linksIn } from "../manifest/links-in.ts";
import { isPageLink } from "../../src/manifest/link-kind.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

export interface PatternPage {
  pattern: string;
  /** The path the shared page for this pattern is rendered with. */
  samplePath: string;
  file: string;
}

/**
 * The pages the site's links lead to, as decoded text: a link is an address, decoded here once,
 * where it comes in. A link whose encoding is malformed leads to the 404 page, so to no file. Nor
 * does a path whose text holds "?" or "#" (from %3F, %23): the preview server's file lookup cuts
 * a name there, so its own file could not be reached; its pattern's shared page serves it.
 */
function linkedPaths(manifest: SiteManifest): Set<string> {
  const found = new Set<string>();
  for (const { value } of linksIn(manifest)) {
    const path = isPageLink(value) ? linkedPath(value) : undefined;
    if (path !== undefined && !/[?#]/.test(path)) found.add(path);
  }
  return found;
}

/**
 * Every path to write as a file, as decoded text: each fixed route, and each link in the site that lands on a
 * pattern route.
 */
export function staticPaths(manifest: SiteManifest, routes: readonly RoutePattern[]): string[] {
  const fixed = manifest.routes.filter((route) => !isPattern(route.path)).map((route) => route.path);
  const linkedToPatterns = [...linkedPaths(manifest)].filter((path) => {
    const match = findRoute(routes, path);
    return match && isPattern(match.route.path);
  });
  return [...fixed, ...linkedToPatterns];
}

/** One shared page per pattern route, served by the production server for any value of its parameters. */
export function patternPages(manifest: SiteManifest, paths: string[]): PatternPage[] {
  return manifest.routes
    .filter((route) => isPattern(route.path))
    .map((route) => {
      const samplePath =
        paths.find((path) => findRoute([route], path)) ?? route.path.replace(/:([^/]+)/g, (_m, name: string) => name);
      const file = `${route.path.slice(1).replace(/:/g, "_")}.html`;
      return { pattern: route.path, samplePath, file };
    });
}

/** A pattern route's shared page in the language under `prefix`: /gu/doctors/:doctorId, in gu/. */
export function patternPageInLanguage(page: PatternPage, prefix: string): PatternPage {
  if (!prefix) return page;
  return {
    pattern: pathInLanguage(page.pattern, prefix),
    samplePath: pathInLanguage(page.samplePath, prefix),
    file: `${prefix.slice(1)}/${page.file}`,
  };
}

export function fileForPath(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}
