import { listEdit, type ItemFate } from "./list-edit.ts";
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

/**
 * Whether two values are equal. Working copies share what a change left alone, so the same object is the
 * same value without a walk; each object's text is made once per merge, however deep the merge goes.
 */
function sameness(): (a: Json, b: Json) => boolean {
  const texts = new WeakMap<object, string>();
  const textOf = (value: Json): string => {
    if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "undefined";
    let text = texts.get(value);
    if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
    return text;
  };
  return (a, b) => a === b || textOf(a) === textOf(b);
}

class Merger {
  readonly conflicts: MergeConflict[] = [];
  private readonly same = sameness();

  constructor(private readonly choices: ReadonlyMap<string, Side>) {}

  merge(base: Json, mine: Json, theirs: Json, key: PathPart[], path: PathPart[]): Json {
    if (this.same(mine, theirs)) return mine;
    if (this.same(base, mine)) return theirs;
    if (this.same(base, theirs)) return mine;
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
   * Each side's edit of the list is read as items kept (perhaps changed), removed, inserted and moved,
   * items being known by identity (a page by its address, a block by its type: see list-edit.ts), and
   * both edits are laid over the base. An item one side changed and the other removed is a conflict;
   * one moved by a side goes where it was moved, with the other side's changes; insertions of both
   * sides at one place are both kept, theirs first.
   */
  private mergeLists(base: Json[], mine: Json[], theirs: Json[], key: PathPart[], path: PathPart[]): Json[] {
    const mineEdit = listEdit(base, mine);
    const theirsEdit = listEdit(base, theirs);
    const merged: Json[] = [];
    const valueOf = (fate: ItemFate, item: Json) =>
      fate.kind === "changed" || fate.kind === "moved" ? fate.to : fate.kind === "removed" ? undefined : item;
    const place = (index: number) => {
      const item = base[index];
      const ours = mineEdit.fates[index];
      const their = theirsEdit.fates[index];
      if (ours.kind === "removed" && their.kind === "removed") return;
      if (ours.kind === "removed" && their.kind === "kept") return;
      if (their.kind === "removed" && ours.kind === "kept") return;
      const mineValue = valueOf(ours, item);
      const theirValue = valueOf(their, item);
      const value =
        mineValue === undefined || theirValue === undefined
          ? this.conflict(item, mineValue, theirValue, [...key, index], [...path, merged.length])
          : this.merge(item, mineValue, theirValue, [...key, index], [...path, merged.length]);
      if (value !== undefined) merged.push(value);
    };
    const theirMove = (index: number) => theirsEdit.fates[index].kind === "moved";
    for (let gap = 0; gap <= base.length; gap++) {
      const theirsHere = theirsEdit.inserted[gap];
      for (const insertion of theirsHere) {
        if (insertion.from === undefined) merged.push(insertion.value);
        else place(insertion.from);
      }
      for (const insertion of mineEdit.inserted[gap]) {
        if (insertion.from !== undefined) {
          // Moved by both: it goes where theirs put it.
          if (!theirMove(insertion.from)) place(insertion.from);
        } else if (!theirsHere.some((their) => this.same(their.value, insertion.value))) merged.push(insertion.value);
      }
      if (gap < base.length && mineEdit.fates[gap].kind !== "moved" && !theirMove(gap)) place(gap);
    }
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
