import type { RouteEntry } from "./route-entry.ts";
import type { Site } from "./site-manifest.generated.ts";

// Stands in for `virtual:site` where the site is handed over while the code runs rather than built in:
// in a build's bundles (scripts/vite/site-manifest-plugin.ts), which then hold only the engine's code, and
// in the editor's preview (editor/server/site-module-plugin.ts), which draws the working copy. ES module
// exports are live bindings: the app reads `site` and `routes` as it renders, so what was handed over
// before it draws is what it shows.
export let site: Site;
export let routes: RouteEntry[] = [];

/** Hands the app a site: its settings, and its routes with their content. */
export function showSite(next: Site, nextRoutes: RouteEntry[]): void {
  site = next;
  // A new list, not the old one changed: what is worked out once per list (the route index) is worked out again.
  routes = nextRoutes;
}
