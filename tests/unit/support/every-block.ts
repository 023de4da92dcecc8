import { preloadBlocks } from "../../../src/app/block-components.ts";
import { blockTypes } from "../../../src/blocks/registry.ts";
import type { Block } from "../../../src/manifest/site-manifest.generated.ts";

/**
 * Loads the code of every block type, each in its own chunk, as a page does for its own blocks before it
 * draws them: a block drawn at once in a test then draws without suspending.
 */
export const loadEveryBlock = () => preloadBlocks(blockTypes.map((type) => ({ type }) as Block));
