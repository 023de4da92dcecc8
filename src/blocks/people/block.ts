import type { BlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./PeopleBlock.tsx").then((module) => module.PeopleBlock);

export const people: BlockDescriptor<"people"> = {
  type: "people",
  code,
  samplePictures: { all: { kind: "portrait", width: 600, height: 720 } },
};
