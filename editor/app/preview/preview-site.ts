import { loadRouteBlocks } from "../../../src/app/route-blocks.ts";
import type { RouteEntry } from "../../../src/manifest/route-entry.ts";
import type { Block, Route, Site } from "../../../src/manifest/site-manifest.generated.ts";
import { routes, showSite } from "../../../src/manifest/site-module.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";

/**
 * Hands a whole manifest to the site's own app in this tab (`virtual:site` is src/manifest/site-module.ts in the
 * editor): its settings, and every page, each page's blocks at hand instead of in a chunk of its own.
 */
export async function showWholeSite(manifest: JsonObject): Promise<void> {
  const entries: RouteEntry[] = routesOf(manifest).map((value) => {
    const { blocks, ...settings } = value as unknown as Route;
    return { ...settings, loadContent: async () => ({ blocks: (blocks ?? []) as Block[], images: {} }) };
  });
  showSite(siteOf(manifest) as unknown as Site, entries);
  // Loaded before the first render, as a visitor's page is before it hydrates: no page the preview
  // goes to suspends, and its blocks are in memory already.
  await Promise.all(routes.map(loadRouteBlocks));
}
