import type { ComponentType } from "react";
import type { Block } from "../manifest/site-manifest.generated.ts";

// Blocks, the registry and the editor all import these from here, never from the registry,
// so that the registry (which imports every block) is not part of an import loop.
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;
