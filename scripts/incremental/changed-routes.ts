import { jsonEqual } from "../manifest/json-equal.ts";
import { isPattern } from "../../src/manifest/path-rules.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { staticPaths } from "../prerender/page-paths.ts";

/**
 * Which pages a new site.json changes, when only some pages' blocks changed: the indexes of those
 * routes. Undefined when the whole site must be built again: the site's settings (header, footer,
 * menu, contact), any page's address, title or other settings, the list of pages, the pages the
 * links lead to (a new doctor's address gets a file of its own), or a pattern page, which pages
 * share, changed. Every other page's HTML is then exactly what it was.
 */
export function changedRoutes(previous: SiteManifest, next: SiteManifest): number[] | undefined {
  if (!jsonEqual(previous.site, next.site) || previous.routes.length !== next.routes.length) return undefined;
  const changed: number[] = [];
  for (const [index, route] of next.routes.entries()) {
    const { blocks, ...settings } = route;
    const { blocks: previousBlocks, ...previousSettings } = previous.routes[index];
    if (!jsonEqual(settings, previousSettings)) return undefined;
    if (jsonEqual(blocks, previousBlocks)) continue;
    if (isPattern(route.path)) return undefined;
    changed.push(index);
  }
  const paths = (manifest: SiteManifest) => staticPaths(manifest, manifest.routes);
  if (changed.length > 0 && !jsonEqual(paths(previous), paths(next))) return undefined;
  return changed;
}
