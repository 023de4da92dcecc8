import { existsSync, readFileSync } from "node:fs";
import type { Tally } from "./tally.ts";

/** A report that could not be read, with the reason a person should see. */
export interface UnreadableReport {
  problem: string;
}

type Counter = (report: unknown) => Tally | UnreadableReport;

function readReport(file: string, countReport: Counter): Tally | UnreadableReport {
  if (!existsSync(file)) return { problem: `no report was written at ${file}` };
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { problem: `the report ${file} is not valid JSON (${(error as Error).message})` };
  }
  return countReport(report);
}

export const isUnreadable = (counts: Tally | UnreadableReport): counts is UnreadableReport => "problem" in counts;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

interface VitestFile {
  status?: string;
  assertionResults?: { status?: string }[];
}

/**
 * Counts vitest's JSON report. A test file that failed without a failed test of its own (it could
 * not be imported, or a hook threw) counts as one failure, whatever the other files did.
 */
export function countVitestReport(report: unknown): Tally | UnreadableReport {
  if (!isRecord(report)) return { problem: "the vitest report is not an object" };
  const passed = count(report.numPassedTests);
  const failed = count(report.numFailedTests);
  const pending = count(report.numPendingTests);
  const todo = count(report.numTodoTests);
  if (passed === undefined || failed === undefined || !Array.isArray(report.testResults)) {
    return { problem: "the vitest report has no test counts" };
  }
  const files = report.testResults as VitestFile[];
  const filesFailedOutsideTests = files.filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return { passed, failed: failed + filesFailedOutsideTests, skipped: (pending ?? 0) + (todo ?? 0) };
}

/**
 * Counts Playwright's JSON report. A flaky test (failed, then passed on a retry) counts as failed;
 * each error outside a test (a spec that cannot be loaded, a failed web server) counts once.
 */
export function countPlaywrightReport(report: unknown): Tally | UnreadableReport {
  if (!isRecord(report)) return { problem: "the Playwright report is not an object" };
  const stats = report.stats;
  if (!isRecord(stats)) return { problem: "the Playwright report has no stats" };
  const expected = count(stats.expected);
  const unexpected = count(stats.unexpected);
  if (expected === undefined || unexpected === undefined)
    return { problem: "the Playwright report has no test counts" };
  const errorsOutsideTests = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: expected,
    failed: unexpected + (count(stats.flaky) ?? 0) + errorsOutsideTests,
    skipped: count(stats.skipped) ?? 0,
  };
}

export const readVitestReport = (file: string) => readReport(file, countVitestReport);
export const readPlaywrightReport = (file: string) => readReport(file, countPlaywrightReport);
