import type { MeasuredImages } from "../images/image-variants.ts";
import type { Block, Route } from "./site-manifest.generated.ts";

/** What a page's own chunk holds: its blocks, and what the build measured of every picture in them. */
export interface RouteContent {
  blocks: Block[];
  images: MeasuredImages;
}

/** A route as the app sees it: its settings at hand, its content loaded on demand (one chunk per page). */
export interface RouteEntry extends Omit<Route, "blocks"> {
  loadContent: () => Promise<RouteContent>;
}

/**
 * A site's routes as the app reads them, handed over rather than built in: each one's settings, and its
 * blocks with what `imagesOf` knows of their pictures (the build measures them; without, none is known).
 */
export function routeEntriesOf(
  routes: Route[],
  imagesOf: (blocks: Block[]) => Promise<MeasuredImages> = async () => ({}),
): RouteEntry[] {
  return routes.map(({ blocks, ...settings }) => ({
    ...settings,
    loadContent: async () => ({ blocks, images: await imagesOf(blocks) }),
  }));
}
