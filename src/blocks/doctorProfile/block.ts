import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./DoctorProfileBlock.tsx").then((module) => module.DoctorProfileBlock);

export const doctorProfile: BlockDescriptor<"doctorProfile"> = {
  type: "doctorProfile",
  code,
  sharedStyles: ["special-hours"],
  samplePictures: {
    all: { kind: "portrait", width: 600, height: 720 },
    background: { kind: "wide", width: 1920, height: 560 },
  },
};
