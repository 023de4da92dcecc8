import { longestCommonRun } from "../../server/array-alignment.ts";
import { isJsonObject } from "../schema/json-value.ts";

/** What one side did to an item of the base list. `moved`: taken out unchanged and put in `slot`. */
export type ItemFate =
  | { kind: "kept" }
  | { kind: "changed"; to: unknown }
  | { kind: "removed" }
  | { kind: "moved"; gap: number; slot: number };

/** An item a side put before base item `gap` (gap = base length: at the end); `from`: the base item it moved. */
export interface Insertion {
  value: unknown;
  from?: number;
}

/** One side's edit of a list: the fate of each base item, and what it put in each gap. */
export interface ListEdit {
  fates: ItemFate[];
  inserted: Insertion[][];
}

const text = (value: unknown) => JSON.stringify(value);

/**
 * What makes an item the same item after an edit: a page is its address, a block its type; anything
 * else is its value. A block of another type in its place is another block, never an edit of it.
 */
function identity(item: unknown): string {
  if (isJsonObject(item)) {
    if (typeof item.path === "string") return `path ${item.path}`;
    if (typeof item.type === "string") return `type ${item.type}`;
  }
  return `value ${text(item)}`;
}

/** Items with no identity of their own (texts, hours rows) left over in one gap are paired in order as edits. */
function pairable(before: unknown, after: unknown): boolean {
  const plain = (item: unknown) => identity(item).startsWith("value ");
  return plain(before) && plain(after) && isJsonObject(before) === isJsonObject(after);
}

/**
 * Reads one side's list against the base: items kept by identity (their content may have changed),
 * removed, inserted, and moved (removed here and inserted unchanged elsewhere).
 */
export function listEdit(base: unknown[], side: unknown[]): ListEdit {
  const fates: ItemFate[] = base.map(() => ({ kind: "removed" }));
  const inserted: Insertion[][] = Array.from({ length: base.length + 1 }, () => []);
  let i = 0;
  let j = 0;
  const fillGap = (untilBase: number, untilSide: number) => {
    while (i < untilBase && j < untilSide && pairable(base[i], side[j])) {
      fates[i] = text(base[i]) === text(side[j]) ? { kind: "kept" } : { kind: "changed", to: side[j] };
      i++;
      j++;
    }
    i = untilBase;
    while (j < untilSide) inserted[i].push({ value: side[j++] });
  };
  for (const [baseIndex, sideIndex] of longestCommonRun(base.map(identity), side.map(identity))) {
    fillGap(baseIndex, sideIndex);
    fates[i] = text(base[i]) === text(side[j]) ? { kind: "kept" } : { kind: "changed", to: side[j] };
    i++;
    j++;
  }
  fillGap(base.length, side.length);
  inserted.forEach((gap, gapIndex) =>
    gap.forEach((insertion, slot) => {
      const from = fates.findIndex(
        (fate, index) => fate.kind === "removed" && text(base[index]) === text(insertion.value),
      );
      if (from < 0) return;
      fates[from] = { kind: "moved", gap: gapIndex, slot };
      insertion.from = from;
    }),
  );
  return { fates, inserted };
}
