import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./CardGridBlock.tsx").then((module) => module.CardGridBlock);

export const cardGrid: BlockDescriptor<"cardGrid"> = {
  type: "cardGrid",
  code,
  samplePictures: { all: { kind: "card", width: 720, height: 480 } },
};
