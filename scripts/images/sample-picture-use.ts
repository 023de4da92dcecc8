import type { PictureUse } from "../../src/blocks/block-descriptor.ts";
import type { BlockType } from "../../src/blocks/block-types.ts";
import { blockRegistry } from "../../src/blocks/registry.ts";
import type { JsonPath } from "../manifest/json-source.ts";

export type { PictureKind, PictureUse } from "../../src/blocks/block-descriptor.ts";

/** A picture no block descriptor shapes: a room of the clinic. */
const anyOtherUse: PictureUse = { kind: "room", width: 1200, height: 900 };

function childOf(node: unknown, step: string | number): unknown {
  return typeof node === "object" && node !== null ? (node as Record<string | number, unknown>)[step] : undefined;
}

const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockRegistry, type);

/**
 * How a picture named at `path` in site.json is shown: as the descriptor of the block that shows it says
 * (`samplePictures`), for the property that holds it or for all its pictures.
 */
export function samplePictureUse(manifest: unknown, path: JsonPath): PictureUse {
  let node = manifest;
  let block: { type: BlockType; property: string } | undefined;
  for (const step of path) {
    const type = childOf(node, "type");
    if (typeof type === "string" && isBlockType(type)) block = { type, property: String(step) };
    node = childOf(node, step);
  }
  if (!block) return anyOtherUse;
  const pictures = blockRegistry[block.type].samplePictures;
  return pictures?.[block.property] ?? pictures?.all ?? anyOtherUse;
}
