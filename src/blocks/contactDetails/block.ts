import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./ContactDetailsBlock.tsx").then((module) => module.ContactDetailsBlock);

export const contactDetails: BlockDescriptor<"contactDetails"> = {
  type: "contactDetails",
  code,
  sharedStyles: ["forms"],
};
