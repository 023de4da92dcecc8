import { longestCommonRun } from "./longest-common-run.ts";
import { isJsonObject } from "../schema/json-value.ts";

/**
 * What one side did to an item of the base list. `moved`: taken out and put in `slot` of `gap`'s
 * insertions, as `to` (changed or not).
 */
export type ItemFate =
  | { kind: "kept" }
  | { kind: "changed"; to: unknown }
  | { kind: "removed" }
  | { kind: "moved"; gap: number; slot: number; to: unknown };

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
 * What makes an item the same item after an edit: a page is its address, a block its type. Other items
 * (texts, links, hours rows) have none: they are the same only when equal, or paired in order as edits.
 * The one rule of which item of a list is which: merges, site.json's text edits and History's words read it.
 */
function identity(item: unknown): string | undefined {
  if (!isJsonObject(item)) return undefined;
  if (typeof item.path === "string") return `path ${item.path}`;
  if (typeof item.type === "string") return `type ${item.type}`;
  return undefined;
}

/** Pairs of (base index, side index), in order. */
type Pairs = [number, number][];

/** Pairs within base[b0, b1) and side[s0, s1) by `key` (undefined never pairs), in order. */
function pairWithin(
  base: unknown[],
  side: unknown[],
  [b0, b1, s0, s1]: number[],
  key: (item: unknown) => string | undefined,
) {
  const keyed = (items: unknown[], from: number, to: number, tag: string) =>
    items.slice(from, to).map((item, at) => key(item) ?? `${tag}${at}`);
  return longestCommonRun(keyed(base, b0, b1, "\u0000b"), keyed(side, s0, s1, "\u0000s")).map(
    ([i, j]): [number, number] => [b0 + i, s0 + j],
  );
}

/** The stretches of [b0, b1) and [s0, s1) left between pairs inside them: [base from, to, side from, to]. */
function gapsBetween(pairs: Pairs, [b0, b1, s0, s1]: number[]): number[][] {
  const gaps: number[][] = [];
  let b = b0;
  let s = s0;
  for (const [i, j] of [...pairs, [b1, s1]]) {
    if (i > b || j > s) gaps.push([b, i, s, j]);
    b = i + 1;
    s = j + 1;
  }
  return gaps;
}

/**
 * Reads one side's list against the base: items kept as they are, changed, removed, inserted and moved.
 * Equal items are lined up first; between them, items of one identity (a page's address, a block's type),
 * then, where as many are left on both sides, the others in order, as edits of each other: where the
 * counts differ, which old item became which new one is a guess, which a merge must not make. `guess`
 * makes it, for a reading that only describes the change (site.json's text edits, History's words): what
 * is left between paired items is paired in order, as many as both sides have. A removed item put back
 * elsewhere, equal or the one item of its identity on both sides, was moved.
 */
export function listEdit(base: unknown[], side: unknown[], { guess = false } = {}): ListEdit {
  const pairs: Pairs = [];
  const equal = longestCommonRun(base.map(text), side.map(text));
  for (const gap of gapsBetween(equal, [0, base.length, 0, side.length])) {
    const byIdentity = pairWithin(base, side, gap, identity);
    pairs.push(...byIdentity);
    for (const [b0, b1, s0, s1] of gapsBetween(byIdentity, gap)) {
      const left = (from: number, to: number, items: unknown[]) =>
        range(from, to).filter((i) => guess || identity(items[i]) === undefined);
      const baseLeft = left(b0, b1, base);
      const sideLeft = left(s0, s1, side);
      if (guess || baseLeft.length === sideLeft.length)
        for (let at = 0; at < Math.min(baseLeft.length, sideLeft.length); at++)
          pairs.push([baseLeft[at], sideLeft[at]]);
    }
  }
  pairs.push(...equal);
  pairs.sort((a, b) => a[0] - b[0]);

  const fates: ItemFate[] = base.map(() => ({ kind: "removed" }));
  const pairedSide = new Set<number>();
  for (const [i, j] of pairs) {
    fates[i] = text(base[i]) === text(side[j]) ? { kind: "kept" } : { kind: "changed", to: side[j] };
    pairedSide.add(j);
  }
  const inserted: Insertion[][] = Array.from({ length: base.length + 1 }, () => []);
  side.forEach((value, j) => {
    if (pairedSide.has(j)) return;
    // Before the base item paired next after it on this side.
    const gap = pairs.find(([, sideIndex]) => sideIndex > j)?.[0] ?? base.length;
    inserted[gap].push({ value });
  });
  markMoves(base, side, fates, inserted);
  return { fates, inserted };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, at) => from + at);
}

function markMoves(base: unknown[], side: unknown[], fates: ItemFate[], inserted: Insertion[][]): void {
  const count = (items: unknown[], key: string) => items.filter((item) => identity(item) === key).length;
  inserted.forEach((gap, gapIndex) =>
    gap.forEach((insertion, slot) => {
      const key = identity(insertion.value);
      const from = fates.findIndex((fate, index) => {
        if (fate.kind !== "removed") return false;
        if (text(base[index]) === text(insertion.value)) return true;
        return key !== undefined && identity(base[index]) === key && count(base, key) === 1 && count(side, key) === 1;
      });
      if (from < 0) return;
      fates[from] = { kind: "moved", gap: gapIndex, slot, to: insertion.value };
      insertion.from = from;
    }),
  );
}

/**
 * How to turn the base list into the side's, step by step in list order (listEdit, guessing, read in order): each
 * base item kept, changed in place or removed, each new item inserted where it goes. A moved item is
 * removed where it was and inserted where it went, `movedFrom` naming what it was.
 */
export type ListStep =
  | { kind: "keep" }
  | { kind: "change"; from: unknown; to: unknown }
  | { kind: "remove"; from: unknown; moved: boolean }
  | { kind: "insert"; value: unknown; movedFrom?: unknown };

export function listSteps(base: unknown[], side: unknown[]): ListStep[] {
  const { fates, inserted } = listEdit(base, side, { guess: true });
  const steps: ListStep[] = [];
  for (let gap = 0; gap <= base.length; gap++) {
    for (const { value, from } of inserted[gap])
      steps.push(from === undefined ? { kind: "insert", value } : { kind: "insert", value, movedFrom: base[from] });
    const fate = fates[gap];
    if (!fate) continue;
    if (fate.kind === "kept") steps.push({ kind: "keep" });
    else if (fate.kind === "changed") steps.push({ kind: "change", from: base[gap], to: fate.to });
    else steps.push({ kind: "remove", from: base[gap], moved: fate.kind === "moved" });
  }
  return steps;
}
