/**
 * Pairs of (old index, new index) of the longest run of equal keys kept in order: items are compared
 * by a key computed once (their JSON text, or what makes them the same item), since comparing whole
 * blocks pair by pair is too slow for a page of many blocks.
 */
export function longestCommonRun(before: string[], after: string[]): [number, number][] {
  // The items both lists start with are paired as the walk below would pair them, without its table:
  // a site of 3,000 pages with one changed near the end needs a few cells, not nine million.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  const pairs: [number, number][] = Array.from({ length: start }, (_, at): [number, number] => [at, at]);
  const columns = after.length - start + 1;
  const lengths = new Uint32Array((before.length - start + 1) * columns);
  const cell = (i: number, j: number) => (i - start) * columns + (j - start);
  for (let i = before.length - 1; i >= start; i--) {
    for (let j = after.length - 1; j >= start; j--) {
      lengths[cell(i, j)] =
        before[i] === after[j]
          ? lengths[cell(i + 1, j + 1)] + 1
          : Math.max(lengths[cell(i + 1, j)], lengths[cell(i, j + 1)]);
    }
  }
  let i = start;
  let j = start;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[cell(i + 1, j)] >= lengths[cell(i, j + 1)]) {
      i++;
    } else {
      j++;
    }
  }
  return pairs;
}
