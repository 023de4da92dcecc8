import { createHash } from "node:crypto";

export interface Seeded {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [low, high). */
  between(low: number, high: number): number;
  pick<T>(choices: readonly T[]): T;
  /** A copy of the list in an order of chance. */
  shuffled<T>(list: readonly T[]): T[];
}

/**
 * Chance that is the same for the same path on every run and machine (mulberry32 from the path's SHA-256): a
 * picture's look varies from its neighbours' and is written byte for byte the same again.
 */
export function seededBy(src: string): Seeded {
  let state = createHash("sha256").update(src).digest().readUInt32BE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number) => Math.floor(next() * count);
  return {
    next,
    between: (low, high) => low + next() * (high - low),
    pick: (choices) => choices[below(choices.length)],
    shuffled: (list) => {
      const copy = [...list];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = below(index + 1);
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
  };
}
