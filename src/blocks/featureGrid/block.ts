import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./FeatureGridBlock.tsx").then((module) => module.FeatureGridBlock);

export const featureGrid: BlockDescriptor<"featureGrid"> = {
  type: "featureGrid",
  code,
};
