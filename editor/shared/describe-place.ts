import type { Problem } from "./problem.ts";
import type { EditorSpecs } from "./schema/editor-specs.ts";
import { humanize } from "./schema/humanize.ts";
import type { JsonObject } from "./schema/json-value.ts";
import { pageName } from "../../src/manifest/page-name.ts";
import { placeOf } from "./problem-places.ts";
import { routesOf } from "./working-copy.ts";

function fieldWords(path: readonly (string | number)[]): string[] {
  return path.map((part) => (typeof part === "number" ? `item ${part + 1}` : humanize(part)));
}

/** Where a finding is, in the editor's words: "Page “About Us” › block 1, Page banner › Title". */
export function describePlace(
  problem: Pick<Problem, "path" | "blockType">,
  manifest: JsonObject,
  specs: EditorSpecs,
): string {
  const place = placeOf(problem);
  if (place.kind === "site") return ["Site settings", ...fieldWords(problem.path.slice(1))].join(" › ");
  if (place.kind === "file") return "site.json";
  const route = routesOf(manifest)[place.routeIndex];
  const parts = [
    route ? `Page “${pageName(route, manifest)}” (${String(route.path)})` : `Page ${place.routeIndex + 1}`,
  ];
  if (place.blockIndex === undefined) {
    parts.push(...fieldWords(problem.path.slice(2)));
  } else {
    const label = problem.blockType
      ? (specs.blocks.get(problem.blockType)?.label ?? humanize(problem.blockType))
      : "block";
    parts.push(`block ${place.blockIndex + 1}, ${label}`, ...fieldWords(problem.path.slice(4)));
  }
  return parts.join(" › ");
}
