import type { IslandBlockDescriptor } from "../block-descriptor.ts";

/** It loads react-photo-view itself, on the first open of a picture. */
export const code = () => import("./DoctorDirectoryBlock.tsx").then((module) => module.DoctorDirectoryBlock);

export const doctorDirectory: IslandBlockDescriptor<"doctorDirectory"> = {
  type: "doctorDirectory",
  code,
  sharedStyles: ["lightbox", "filter"],
  island: { words: ["pictures", "social"] },
  samplePictures: { all: { kind: "portrait", width: 600, height: 720 } },
};
