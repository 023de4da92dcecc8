import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./TimingsBlock.tsx").then((module) => module.TimingsBlock);

export const timings: BlockDescriptor<"timings"> = {
  type: "timings",
  code,
  sharedStyles: ["special-hours"],
};
