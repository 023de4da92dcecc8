import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./PageBannerBlock.tsx").then((module) => module.PageBannerBlock);

export const pageBanner: BlockDescriptor<"pageBanner"> = {
  type: "pageBanner",
  code,
  sharedStyles: ["words-over-picture"],
  samplePictures: { all: { kind: "wide", width: 1920, height: 560 } },
};
