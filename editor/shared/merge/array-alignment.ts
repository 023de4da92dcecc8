/**
 * How to turn an old list into a new one: items kept as they are, items changed in place,
 * items removed and items inserted, in list order.
 */
export type AlignmentStep =
  | { kind: "keep" }
  | { kind: "change"; from: unknown; to: unknown }
  | { kind: "remove" }
  | { kind: "insert"; value: unknown };

/**
 * Pairs of (old index, new index) of the longest run of equal keys kept in order: items are compared
 * by a key computed once (their JSON text, or what makes them the same item), since comparing whole
 * blocks pair by pair is too slow for a page of many blocks.
 */
export function longestCommonRun(before: string[], after: string[]): [number, number][] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Uint32Array(rows * columns);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      lengths[i * columns + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : Math.max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]) {
      i++;
    } else {
      j++;
    }
  }
  return pairs;
}

/**
 * Equal items stay put, so a moved block is one removal and one insertion and every other
 * block's lines stay untouched. Between two kept items, old and new items are paired in order
 * as changes (an edited heading is then one changed line, not a removed and re-added block);
 * what is left over on either side is removed or inserted.
 */
export function alignArrays(before: unknown[], after: unknown[]): AlignmentStep[] {
  const steps: AlignmentStep[] = [];
  let i = 0;
  let j = 0;
  const fillGap = (untilOld: number, untilNew: number) => {
    while (i < untilOld && j < untilNew) steps.push({ kind: "change", from: before[i++], to: after[j++] });
    while (i < untilOld) {
      steps.push({ kind: "remove" });
      i++;
    }
    while (j < untilNew) steps.push({ kind: "insert", value: after[j++] });
  };
  // Equal items with keys in another order count as changed, which costs nothing: the change finds nothing to edit.
  const key = (item: unknown) => JSON.stringify(item);
  for (const [oldIndex, newIndex] of longestCommonRun(before.map(key), after.map(key))) {
    fillGap(oldIndex, newIndex);
    steps.push({ kind: "keep" });
    i++;
    j++;
  }
  fillGap(before.length, after.length);
  return steps;
}
