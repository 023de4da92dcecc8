import type { Block } from "../../src/manifest/site-manifest.generated.ts";
import { variantStem } from "../../src/images/image-variants.ts";
import { sampleManifest, type SampleBlock } from "../fixtures/sample-site.ts";

export {
  accessibleNode,
  expectNoAxeViolations,
  holdIslandCode,
  routeUrls,
  waitForHydration,
  watchForErrors,
} from "../support/browser.ts";

/** The frozen sample site the engine's browser tests build and visit. */
export const manifest = sampleManifest();

/** The blocks of one route in site.json, of one type, in page order. */
export function blocksOf<T extends Block["type"]>(path: string, type: T): SampleBlock<T>[] {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) throw new Error(`site.json has no route ${path}`);
  return route.blocks.filter((block): block is SampleBlock<T> => block.type === type);
}

/** The first block of a type on a route; fails loudly if the page has none. */
export function blockOn<T extends Block["type"]>(path: string, type: T): SampleBlock<T> {
  const [block] = blocksOf(path, type);
  if (!block) throw new Error(`${path} has no ${type} block in site.json`);
  return block;
}

/** Each distinct value, in the order it first appears. */
export function distinctInOrder<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The start of every variant URL the build makes of a picture ("/sized/images/a/b-", then width and ".webp"). */
export function variantPrefix(src: string): string {
  return `${variantStem(src)}-`;
}
