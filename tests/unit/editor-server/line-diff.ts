/**
 * Lines only in `before` (removed) and only in `after` (added), by a longest-common-subsequence line diff like git's.
 */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  // Lines shared at both ends are common; only the middle needs the quadratic table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const columns = midB.length + 1;
  const lengths = new Uint32Array((midA.length + 1) * columns);
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lengths[i * columns + j] =
        midA[i] === midB[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : Math.max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1]);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      i++;
      j++;
    } else if (
      j >= midB.length ||
      (i < midA.length && lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1])
    ) {
      removed.push(midA[i++]);
    } else {
      added.push(midB[j++]);
    }
  }
  return { removed, added };
}
