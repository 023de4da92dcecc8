/** What one step of `npm test` counted. */
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyTally: Tally = { passed: 0, failed: 0, skipped: 0 };

export function addTallies(a: Tally, b: Tally): Tally {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}
