import type { ComponentType } from "react";
import type { Block } from "../manifest/site-manifest.generated.ts";
import { ArticleBlock } from "./ArticleBlock.tsx";
import { CardGridBlock } from "./CardGridBlock.tsx";
import { PageBannerBlock } from "./PageBannerBlock.tsx";

export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<{ block: BlockOf<T> }>;

/** Every block type of the schema, mapped to the one component that draws it. */
export const blockRegistry: { [T in BlockType]: BlockComponent<T> } = {
  pageBanner: PageBannerBlock,
  cardGrid: CardGridBlock,
  article: ArticleBlock,
};
