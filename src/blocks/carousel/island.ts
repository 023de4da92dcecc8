import type { IslandBlockDescriptor } from "../block-descriptor.ts";

/** keen-slider loads only with pages that have a carousel. */
export const code = () => import("./CarouselBlock.tsx").then((module) => module.CarouselBlock);

export const carousel: IslandBlockDescriptor<"carousel"> = {
  type: "carousel",
  code,
  island: { words: ["slides"] },
  samplePictures: { all: { kind: "card", width: 720, height: 480 } },
};
