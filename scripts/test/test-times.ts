import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** How long one test, or one test file, took, as its runner's report says. */
export interface TimedTest {
  /** The test file, from the project's root. */
  file: string;
  /** The test's full title; undefined for a whole file. */
  title?: string;
  ms: number;
}

export interface TestTimes {
  tests: TimedTest[];
  files: TimedTest[];
}

const noTimes: TestTimes = { tests: [], files: [] };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const number = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The times in vitest's JSON report: each test's, and each file's from its start to its end. */
export function vitestTimes(report: unknown): TestTimes {
  if (!isRecord(report)) return noTimes;
  const times: TestTimes = { tests: [], files: [] };
  for (const file of array(report.testResults).filter(isRecord)) {
    const name = relative(process.cwd(), text(file.name));
    times.files.push({ file: name, ms: number(file.endTime) - number(file.startTime) });
    for (const test of array(file.assertionResults).filter(isRecord))
      times.tests.push({ file: name, title: text(test.fullName), ms: number(test.duration) });
  }
  return times;
}

/**
 * The times in Playwright's JSON report: each test's, over its tries (a `beforeAll` counts in the first
 * test it runs for), and each file's as the sum of its tests'.
 */
export function playwrightTimes(report: unknown): TestTimes {
  if (!isRecord(report)) return noTimes;
  // Playwright names a spec's file from the suite's test folder.
  const folder = relative(process.cwd(), text(isRecord(report.config) ? report.config.rootDir : ""));
  const tests: TimedTest[] = [];
  const walk = (suite: Record<string, unknown>, titles: string[]) => {
    for (const spec of array(suite.specs).filter(isRecord)) {
      const ms = array(spec.tests)
        .filter(isRecord)
        .flatMap((test) => array(test.results).filter(isRecord))
        .reduce((sum, result) => sum + number(result.duration), 0);
      tests.push({ file: join(folder, text(spec.file)), title: [...titles, text(spec.title)].join(" › "), ms });
    }
    for (const child of array(suite.suites).filter(isRecord)) walk(child, [...titles, text(child.title)]);
  };
  for (const fileSuite of array(report.suites).filter(isRecord)) walk(fileSuite, []);
  const byFile = new Map<string, number>();
  for (const { file, ms } of tests) byFile.set(file, (byFile.get(file) ?? 0) + ms);
  return { tests, files: [...byFile].map(([file, ms]) => ({ file, ms })) };
}

/** The times in a report file; none when it is missing or unreadable (its counts say why). */
export function readTestTimes(file: string, times: (report: unknown) => TestTimes): TestTimes {
  if (!existsSync(file)) return noTimes;
  try {
    return times(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return noTimes;
  }
}
