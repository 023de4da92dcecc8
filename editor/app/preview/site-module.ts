import type { RouteEntry } from "../../../src/manifest/route-entry.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";

// Stands in for `virtual:site` in the editor's bundle (see editor/server/site-module-plugin.ts), where the preview
// draws the site's own app. ES module exports are live bindings: the app reads `site` and `routes`
// as it renders, so the working copy handed over before the preview draws is what it shows.
export let site: Site;
export const routes: RouteEntry[] = [];

export function showSite(next: Site): void {
  site = next;
}
