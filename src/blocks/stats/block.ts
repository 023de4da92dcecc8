import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./StatsBlock.tsx").then((module) => module.StatsBlock);

export const stats: BlockDescriptor<"stats"> = {
  type: "stats",
  code,
};
