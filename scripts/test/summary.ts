import { isUnreadable, type UnreadableReport } from "./report-counts.ts";
import { slowestLines } from "./slowest.ts";
import type { TimedTest } from "./test-times.ts";
import { addTallies, emptyTally, type Tally } from "./tally.ts";

/**
 * One step of `npm test`: a command that ran (with the counts of its report, if it writes one), or one that could
 * not run.
 */
export type StepResult =
  | {
      name: string;
      exitCode: number;
      counts?: Tally | UnreadableReport;
      /** How long it took, and the tests and test files its report timed. */
      ms?: number;
      tests?: TimedTest[];
      files?: TimedTest[];
    }
  | { name: string; notRun: string };

export interface Summary {
  /**
   * The slowest steps, test files and tests; lines explaining each failed or skipped step; then the skipped
   * tests, then `N passed, N failed` last.
   */
  lines: string[];
  failed: number;
}

/**
 * A step that failed without a failing test of its own (type errors, a broken build, a failed
 * set-up, a runner that crashed or wrote no readable report) counts once, so the last line never
 * says "0 failed" for a run that failed.
 */
function countStep(step: StepResult): { tally: Tally; note?: string } {
  if ("notRun" in step) return { tally: emptyTally, note: `${step.name}: not run (${step.notRun}).` };
  if (step.counts && isUnreadable(step.counts)) {
    return {
      tally: { ...emptyTally, failed: 1 },
      note: `${step.name}: counted as one failure, ${step.counts.problem}.`,
    };
  }
  const tally = step.counts ?? emptyTally;
  if (step.exitCode !== 0 && tally.failed === 0) {
    return { tally: { ...tally, failed: 1 }, note: `${step.name} failed (exit code ${step.exitCode}).` };
  }
  return { tally, note: step.exitCode !== 0 ? `${step.name} failed.` : undefined };
}

export function summarize(steps: StepResult[]): Summary {
  const counted = steps.map(countStep);
  const total = counted.reduce((sum, { tally }) => addTallies(sum, tally), emptyTally);
  const notes = counted.flatMap(({ note }) => (note ? [note] : []));
  return {
    lines: [
      ...slowestLines(steps),
      ...notes,
      `${total.skipped} skipped`,
      `${total.passed} passed, ${total.failed} failed`,
    ],
    failed: total.failed,
  };
}
