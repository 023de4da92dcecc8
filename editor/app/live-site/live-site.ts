import type { RouteEntry } from "../../../src/manifest/route-entry.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";

// Stands in for `virtual:site` in the editor (see live-site-plugin.ts). ES module exports are live
// bindings: the header, footer and blocks read `site` when they render, so a change of the site's
// settings shows in the canvas at the next render, without reloading anything.
export let site: Site;
export const routes: RouteEntry[] = [];

export function showSite(next: Site): void {
  site = next;
}
