import type { AnyBlockCode } from "../blocks/block-descriptor.ts";

/*
 * The `code` of each island block (the `island.ts` of its folder), by the folder's name, which is its
 * type. Only `code` is imported, not the descriptor around it, and no other block's file: a visitor's
 * page script holds one small loader per island type and nothing else of the registry, and each
 * component stays in its own chunk, fetched when its island starts.
 */
const codeByFile = import.meta.glob<AnyBlockCode>("../blocks/*/island.ts", { import: "code", eager: true });

/** Loads the component of an island's block type; undefined for a name no island folder has. */
export function islandCode(type: string): AnyBlockCode | undefined {
  return codeByFile[`../blocks/${type}/island.ts`];
}
