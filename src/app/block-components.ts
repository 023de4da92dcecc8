import type { AnyBlockCode } from "../blocks/block-descriptor.ts";
import { blockRegistry, blockTypes } from "../blocks/registry.ts";
import type { BlockType } from "../blocks/block-types.ts";
import { islandBlock } from "../islands/IslandBlock.tsx";
import type { Block } from "../manifest/site-manifest.generated.ts";
import { preloadableBlock, type PreloadableBlock } from "./preloadable-block.tsx";

type DrawnBlock = PreloadableBlock<{ block: Block }>;

function drawnBlock(type: BlockType): DrawnBlock {
  const { island } = blockRegistry[type];
  // Each descriptor's component takes its own type's block (the registry's mapped type says so);
  // TypeScript cannot follow that correlation through a union-typed index, so it is restated once here.
  const code = blockRegistry[type].code as AnyBlockCode;
  return island ? islandBlock(type, island, code) : preloadableBlock(code);
}

/**
 * The component that draws each block type on a page: its folder's component, loaded from its own
 * chunk, and an island where its descriptor says so. One per type, made once, so its code loads once.
 */
export const blockComponents = Object.fromEntries(blockTypes.map((type) => [type, drawnBlock(type)])) as Record<
  BlockType,
  DrawnBlock
>;

/** Loads the code of every block a page uses, so that it draws without waiting. */
export function preloadBlocks(blocks: Block[]): Promise<unknown> {
  return Promise.all(blocks.map((block) => blockComponents[block.type].preload()));
}
