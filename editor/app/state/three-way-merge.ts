import { alignArrays } from "../../server/array-alignment.ts";
import { isJsonObject, type JsonObject } from "../schema/json-value.ts";

type Json = unknown;
type PathPart = string | number;

/** Which side a person chose for a field both changed. */
export type Side = "mine" | "theirs";

/**
 * One field both sides changed, each in its own way. `key` names it by where it stood in the version
 * both started from, so that a choice still finds it when the merge runs again; `path` is where it
 * stands in the merged site (undefined where "theirs" removed it). `undefined` as a side: removed.
 */
export interface MergeConflict {
  key: string;
  path: PathPart[];
  base: Json;
  mine: Json;
  theirs: Json;
}

export interface Merged {
  value: Json;
  conflicts: MergeConflict[];
}

function same(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What one side did to each item of the base list, and what it put before each (gap i is before item i). */
interface ListEdit {
  items: ({ kind: "kept" } | { kind: "changed"; to: Json } | { kind: "removed" })[];
  inserted: Json[][];
}

function listEdit(base: Json[], side: Json[]): ListEdit {
  const items: ListEdit["items"] = [];
  const inserted: Json[][] = Array.from({ length: base.length + 1 }, () => []);
  for (const step of alignArrays(base, side)) {
    if (step.kind === "insert") inserted[items.length].push(step.value);
    else if (step.kind === "keep") items.push({ kind: "kept" });
    else if (step.kind === "change") items.push({ kind: "changed", to: step.to });
    else items.push({ kind: "removed" });
  }
  return { items, inserted };
}

class Merger {
  readonly conflicts: MergeConflict[] = [];

  constructor(private readonly choices: ReadonlyMap<string, Side>) {}

  merge(base: Json, mine: Json, theirs: Json, key: PathPart[], path: PathPart[]): Json {
    if (same(mine, theirs)) return mine;
    if (same(base, mine)) return theirs;
    if (same(base, theirs)) return mine;
    if (isJsonObject(base) && isJsonObject(mine) && isJsonObject(theirs)) {
      return this.mergeObjects(base, mine, theirs, key, path);
    }
    if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
      return this.mergeLists(base, mine, theirs, key, path);
    }
    return this.conflict(base, mine, theirs, key, path);
  }

  /** Both changed this one value: the person's choice, or theirs until they choose. */
  private conflict(base: Json, mine: Json, theirs: Json, key: PathPart[], path: PathPart[]): Json {
    const name = JSON.stringify(key);
    const chosen = this.choices.get(name);
    if (chosen) return chosen === "mine" ? mine : theirs;
    this.conflicts.push({ key: name, path, base, mine, theirs });
    return theirs;
  }

  private mergeObjects(base: JsonObject, mine: JsonObject, theirs: JsonObject, key: PathPart[], path: PathPart[]) {
    const merged: JsonObject = {};
    // Theirs' order of keys first (the published file's), then keys only mine added.
    for (const name of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
      const value = this.merge(base[name], mine[name], theirs[name], [...key, name], [...path, name]);
      if (value !== undefined) merged[name] = value as JsonObject[string];
    }
    return merged;
  }

  /**
   * Lists of the same length are merged item by item. Otherwise each side's edit is read as items kept,
   * changed, removed and inserted, and both edits are laid over the base: an item changed by one side and
   * removed by the other is a conflict; insertions of both sides at one place are both kept, theirs first.
   */
  private mergeLists(base: Json[], mine: Json[], theirs: Json[], key: PathPart[], path: PathPart[]): Json[] {
    if (base.length === mine.length && base.length === theirs.length) {
      return base.map((item, index) => this.merge(item, mine[index], theirs[index], [...key, index], [...path, index]));
    }
    const mineEdit = listEdit(base, mine);
    const theirsEdit = listEdit(base, theirs);
    const merged: Json[] = [];
    const insertAt = (gap: number) => {
      merged.push(...theirsEdit.inserted[gap]);
      merged.push(...mineEdit.inserted[gap].filter((item) => !theirsEdit.inserted[gap].some((t) => same(t, item))));
    };
    base.forEach((item, index) => {
      insertAt(index);
      const ours = mineEdit.items[index];
      const their = theirsEdit.items[index];
      const mineValue = ours.kind === "changed" ? ours.to : ours.kind === "kept" ? item : undefined;
      const theirValue = their.kind === "changed" ? their.to : their.kind === "kept" ? item : undefined;
      if (ours.kind === "removed" && their.kind === "removed") return;
      if (ours.kind === "removed" && their.kind === "kept") return;
      if (their.kind === "removed" && ours.kind === "kept") return;
      const value =
        mineValue === undefined || theirValue === undefined
          ? this.conflict(item, mineValue, theirValue, [...key, index], [...path, merged.length])
          : this.merge(item, mineValue, theirValue, [...key, index], [...path, merged.length]);
      if (value !== undefined) merged.push(value);
    });
    insertAt(base.length);
    return merged;
  }
}

/**
 * A three-way merge by JSON path: the changes from `base` to `mine` laid over `theirs` (a version
 * published meanwhile), as the minimal edits they are. Where both changed one value differently, it is
 * a conflict, decided by `choices` (by the conflict's key) or left as theirs and listed.
 */
export function mergeThreeWays(
  base: JsonObject,
  mine: JsonObject,
  theirs: JsonObject,
  choices: ReadonlyMap<string, Side> = new Map(),
): { value: JsonObject; conflicts: MergeConflict[] } {
  const merger = new Merger(choices);
  const value = merger.merge(base, mine, theirs, [], []);
  return { value: isJsonObject(value) ? value : theirs, conflicts: merger.conflicts };
}
