import { describePlace } from "../../shared/describe-place.ts";
import type { ProposalClash } from "../../shared/contract.ts";
import { mergeThreeWays, type Side } from "../../shared/merge/three-way-merge.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { shownValue } from "../../shared/versions/value-words.ts";

const inWords = (value: unknown) => (value === undefined ? "(removed)" : shownValue(value));

/**
 * A change made on one published version (`base` to `changed`), carried onto site.json as it is now by
 * the same three-way merge as drafts: the whole site to publish, or the places both changed, in words,
 * each with its two values. `choices` decides such places by their key, as a person chose.
 */
export function laidOver(
  base: JsonObject,
  changed: JsonObject,
  current: { text: string; hash: string },
  choices: ReadonlyMap<string, Side> = new Map(),
): { publish: { baseHash: string; manifest: JsonObject } } | { clashes: ProposalClash[] } {
  const theirs = JSON.parse(current.text) as JsonObject;
  const merged = mergeThreeWays(base, changed, theirs, choices);
  if (merged.conflicts.length === 0) return { publish: { baseHash: current.hash, manifest: merged.value } };
  return {
    clashes: merged.conflicts.map((conflict) => ({
      key: conflict.key,
      place: describePlace(conflict.path.length > 0 ? conflict.path : (JSON.parse(conflict.key) as []), theirs),
      mine: inWords(conflict.mine),
      theirs: inWords(conflict.theirs),
    })),
  };
}
