import type { IslandBlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./TestimonialsBlock.tsx").then((module) => module.TestimonialsBlock);

export const testimonials: IslandBlockDescriptor<"testimonials"> = {
  type: "testimonials",
  code,
  island: { words: ["rating"] },
  samplePictures: { all: { kind: "portrait", width: 240, height: 240 } },
};
