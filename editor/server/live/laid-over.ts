import { describePlace } from "../../shared/describe-place.ts";
import { mergeThreeWays } from "../../shared/merge/three-way-merge.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";

/**
 * A change made on one published version (`base` to `changed`), carried onto site.json as it is now by
 * the same three-way merge as drafts: the whole site to publish, or the places both changed, in words.
 */
export function laidOver(
  base: JsonObject,
  changed: JsonObject,
  current: { text: string; hash: string },
): { publish: { baseHash: string; manifest: JsonObject } } | { clashes: string[] } {
  const theirs = JSON.parse(current.text) as JsonObject;
  const merged = mergeThreeWays(base, changed, theirs);
  if (merged.conflicts.length === 0) return { publish: { baseHash: current.hash, manifest: merged.value } };
  const places = merged.conflicts.map((conflict) =>
    describePlace(conflict.path.length > 0 ? conflict.path : (JSON.parse(conflict.key) as []), theirs),
  );
  return { clashes: [...new Set(places)] };
}
