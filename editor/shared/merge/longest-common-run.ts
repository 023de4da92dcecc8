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
