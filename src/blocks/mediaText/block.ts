import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./MediaTextBlock.tsx").then((module) => module.MediaTextBlock);

export const mediaText: BlockDescriptor<"mediaText"> = {
  type: "mediaText",
  code,
};
