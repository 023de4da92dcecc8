import type { ManifestOnDisk, SavedDraft } from "../../shared/contract.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { mergeThreeWays, type MergeConflict } from "../../shared/merge/three-way-merge.ts";

/** A saved draft over site.json as published now. */
export interface DraftOnto {
  /** The person's changes carried onto the published version (theirs where both changed one field). */
  manifest: JsonObject;
  /** Fields both the draft and a publish since changed: the person must choose. */
  conflicts: MergeConflict[];
  /** Whether a version was published after the draft began, so its changes were carried over. */
  carried: boolean;
}

/** The draft's changes laid over the published site: as they are when nothing was published meanwhile. */
export function draftOnto(draft: SavedDraft, disk: ManifestOnDisk): DraftOnto {
  if (draft.baseHash === disk.hash) return { manifest: draft.manifest, conflicts: [], carried: false };
  const published = JSON.parse(disk.text) as JsonObject;
  const { value, conflicts } = mergeThreeWays(draft.base, draft.manifest, published);
  return { manifest: value, conflicts, carried: true };
}
