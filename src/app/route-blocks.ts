import { use } from "react";
import { preloadBlocks } from "./block-components.ts";
import { rememberImages } from "../images/known-images.ts";
import type { Block } from "../manifest/site-manifest.generated.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";

/** A promise that says, once kept, what it holds: React's `use` then reads it without suspending. */
type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

const loading = new Map<string, Loading<Block[]>>();

/** The route's blocks, the same promise for a route every time it is asked for. */
export function loadRouteBlocks(route: RouteEntry): Promise<Block[]> {
  let promise = loading.get(route.path);
  if (!promise) {
    // A page counts as loaded once its data and the code of its blocks are both here.
    const loaded: Loading<Block[]> = route.loadContent().then(async ({ blocks, images }) => {
      rememberImages(images);
      await preloadBlocks(blocks);
      return blocks;
    });
    // A failure is the page's own to report (React's use(), the prerender's message): none here.
    loaded.then(
      (blocks) => Object.assign(loaded, { status: "fulfilled", value: blocks }),
      () => undefined,
    );
    loading.set(route.path, loaded);
    promise = loaded;
  }
  return promise;
}

/** The route's blocks; suspends only the first time a page is visited in this session. */
export function useRouteBlocks(route: RouteEntry): Block[] {
  return use(loadRouteBlocks(route));
}
