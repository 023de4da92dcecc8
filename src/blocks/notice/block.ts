import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./NoticeBlock.tsx").then((module) => module.NoticeBlock);

export const notice: BlockDescriptor<"notice"> = {
  type: "notice",
  code,
};
