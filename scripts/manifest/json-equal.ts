/**
 * Deep equality of JSON values; key order does not count, as it does not for the site, and a key whose value is
 * undefined counts as absent, as it is once written (the editor's working copy holds such keys while typed).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const written = (record: Record<string, unknown>) => Object.keys(record).filter((key) => record[key] !== undefined);
  const aKeys = written(aRecord);
  if (aKeys.length !== written(bRecord).length) return false;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && jsonEqual(aRecord[key], bRecord[key]));
}
