import type { BlockType } from "../../src/blocks/block-types.ts";
import type { JsonPath } from "../manifest/json-source.ts";

/**
 * What a sample picture is drawn as: a wide scene with room for a headline, a card of one subject, a person, or a
 * room of the clinic.
 */
export type PictureKind = "wide" | "card" | "portrait" | "room";

export interface PictureUse {
  kind: PictureKind;
  width: number;
  height: number;
}

const banner: PictureUse = { kind: "wide", width: 1920, height: 560 };
const card: PictureUse = { kind: "card", width: 720, height: 480 };
const portrait: PictureUse = { kind: "portrait", width: 600, height: 720 };

type UseKey = BlockType | `${BlockType}.${string}`;

// Shaped as each block shows its picture, so a sample is cropped as a real photo there would be.
const useOf = new Map<UseKey, PictureUse>([
  ["pageBanner", banner],
  ["callToAction", banner],
  ["doctorProfile.background", banner],
  ["heroSlider", { kind: "wide", width: 1920, height: 900 }],
  ["article", { kind: "card", width: 1600, height: 640 }],
  ["cardGrid", card],
  ["carousel", card],
  ["doctorDirectory", portrait],
  ["doctorProfile", portrait],
  ["people", portrait],
  ["testimonials", { kind: "portrait", width: 240, height: 240 }],
]);

const anyOtherUse: PictureUse = { kind: "room", width: 1200, height: 900 };

function childOf(node: unknown, step: string | number): unknown {
  return typeof node === "object" && node !== null ? (node as Record<string | number, unknown>)[step] : undefined;
}

/** How a picture named at `path` in site.json is shown, by the block that shows it and the property that holds it. */
export function samplePictureUse(manifest: unknown, path: JsonPath): PictureUse {
  let node = manifest;
  let use = "";
  for (const step of path) {
    const type = childOf(node, "type");
    if (typeof type === "string") use = `${type}.${step}`;
    node = childOf(node, step);
  }
  return useOf.get(use as UseKey) ?? useOf.get(use.split(".")[0] as UseKey) ?? anyOtherUse;
}
