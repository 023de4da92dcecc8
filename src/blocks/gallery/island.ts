import type { IslandBlockDescriptor } from "../block-descriptor.ts";

/** It loads react-photo-view itself, on the first open of a picture. */
export const code = () => import("./GalleryBlock.tsx").then((module) => module.GalleryBlock);

export const gallery: IslandBlockDescriptor<"gallery"> = {
  type: "gallery",
  code,
  sharedStyles: ["lightbox", "filter"],
  island: { words: ["pictures"] },
};
