import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./CallToActionBlock.tsx").then((module) => module.CallToActionBlock);

export const callToAction: BlockDescriptor<"callToAction"> = {
  type: "callToAction",
  code,
  samplePictures: { all: { kind: "wide", width: 1920, height: 560 } },
};
