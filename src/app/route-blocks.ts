import { use } from "react";
import { preloadBlocks } from "../blocks/registry.ts";
import { rememberImages } from "../images/known-images.ts";
import type { Block } from "../manifest/site-manifest.generated.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";

const loaded = new Map<string, Block[]>();
const pending = new Map<string, Promise<Block[]>>();

export function loadRouteBlocks(route: RouteEntry): Promise<Block[]> {
  const ready = loaded.get(route.path);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(route.path);
  if (!promise) {
    // A page counts as loaded once its data and the code of its blocks are both here.
    promise = route.loadContent().then(async ({ blocks, images }) => {
      rememberImages(images);
      await preloadBlocks(blocks);
      loaded.set(route.path, blocks);
      return blocks;
    });
    pending.set(route.path, promise);
  }
  return promise;
}

/** The route's blocks; suspends only the first time a page is visited in this session. */
export function useRouteBlocks(route: RouteEntry): Block[] {
  return loaded.get(route.path) ?? use(loadRouteBlocks(route));
}
