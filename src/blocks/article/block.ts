import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./ArticleBlock.tsx").then((module) => module.ArticleBlock);

export const article: BlockDescriptor<"article"> = {
  type: "article",
  code,
  samplePictures: { all: { kind: "card", width: 1600, height: 640 } },
};
