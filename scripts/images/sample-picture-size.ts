import type { JsonPath } from "../manifest/json-source.ts";

export interface PictureSize {
  width: number;
  height: number;
}

const banner = { width: 1920, height: 560 };
const card = { width: 720, height: 480 };
const portrait = { width: 600, height: 720 };

// Shaped as each block shows its picture, so a sample is cropped as a real photo there would be.
const sizeOfUse = new Map<string, PictureSize>([
  ["pageBanner", banner],
  ["callToAction", banner],
  ["doctorProfile.background", banner],
  ["heroSlider", { width: 1920, height: 900 }],
  ["article", { width: 1600, height: 640 }],
  ["cardGrid", card],
  ["carousel", card],
  ["doctorDirectory", portrait],
  ["doctorProfile", portrait],
  ["people", portrait],
  ["testimonials", { width: 240, height: 240 }],
]);

const anyOtherUse = { width: 1200, height: 900 };

function childOf(node: unknown, step: string | number): unknown {
  return typeof node === "object" && node !== null ? (node as Record<string | number, unknown>)[step] : undefined;
}

/**
 * The size for a picture named at `path` in site.json, by the block that shows it and the block's property that
 * holds it.
 */
export function samplePictureSize(manifest: unknown, path: JsonPath): PictureSize {
  let node = manifest;
  let use = "";
  for (const step of path) {
    const type = childOf(node, "type");
    if (typeof type === "string") use = `${type}.${step}`;
    node = childOf(node, step);
  }
  return sizeOfUse.get(use) ?? sizeOfUse.get(use.split(".")[0]) ?? anyOtherUse;
}
