import type { EditorSpecs } from "./schema/editor-specs.ts";
import { humanize } from "./schema/humanize.ts";
import { isJsonObject, type JsonObject } from "./schema/json-value.ts";
import { siteSpecs } from "./schema/site-specs.ts";
import { pageName } from "../../src/manifest/page-name.ts";
import { placeOf } from "./problem-places.ts";
import { routesOf } from "./working-copy.ts";

type Path = readonly (string | number)[];

function fieldWords(path: Path): string[] {
  return path.map((part) => (typeof part === "number" ? `item ${part + 1}` : humanize(part)));
}

/** The type of the block a path inside a page's blocks belongs to, for its kind's name. */
function blockTypeAt(manifest: JsonObject, path: Path): string | undefined {
  const [top, routeIndex, blocks, blockIndex] = path;
  if (top !== "routes" || typeof routeIndex !== "number" || blocks !== "blocks" || typeof blockIndex !== "number")
    return undefined;
  const route = routesOf(manifest)[routeIndex];
  const block = Array.isArray(route?.blocks) ? route.blocks[blockIndex] : undefined;
  return isJsonObject(block) && typeof block.type === "string" ? block.type : undefined;
}

/**
 * Where a value of site.json is, in the editor's words, for the editor's findings and conflicts, History, the
 * validator and the scheduler alike: "Page “About Us” (/about) › block 1, Page banner › Title",
 * "Site settings › Footer › About". Blocks by the name the schema gives their kind.
 */
export function describePlace(path: Path, manifest: JsonObject, specs: EditorSpecs = siteSpecs): string {
  const place = placeOf({ path: [...path] });
  if (place.kind === "site") return ["Site settings", ...fieldWords(path.slice(1))].join(" › ");
  if (place.kind === "file") return "site.json";
  const route = routesOf(manifest)[place.routeIndex];
  const parts = [
    route ? `Page “${pageName(route, manifest)}” (${String(route.path)})` : `Page ${place.routeIndex + 1}`,
  ];
  if (place.blockIndex === undefined) {
    parts.push(...fieldWords(path.slice(2)));
  } else {
    const blockType = blockTypeAt(manifest, path);
    const label = blockType ? (specs.blocks.get(blockType)?.label ?? humanize(blockType)) : "block";
    parts.push(`block ${place.blockIndex + 1}, ${label}`, ...fieldWords(path.slice(4)));
  }
  return parts.join(" › ");
}
