import type { IslandBlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./HeroSliderBlock.tsx").then((module) => module.HeroSliderBlock);

export const heroSlider: IslandBlockDescriptor<"heroSlider"> = {
  type: "heroSlider",
  code,
  sharedStyles: ["words-over-picture"],
  island: { words: ["slides"] },
  samplePictures: { all: { kind: "wide", width: 1920, height: 900 } },
};
