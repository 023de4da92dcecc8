import type { Block, Route } from "./site-manifest.generated.ts";

/** A route as the app sees it: its settings at hand, its blocks loaded on demand (one chunk per page). */
export interface RouteEntry extends Omit<Route, "blocks"> {
  loadBlocks: () => Promise<Block[]>;
}
