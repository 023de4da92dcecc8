import type { TimedTest } from "./test-times.ts";

/** What the slowest lists are drawn from: each step's wall time, and the tests its report timed. */
export interface TimedStep {
  name: string;
  ms?: number;
  tests?: TimedTest[];
  files?: TimedTest[];
}

const shown = 5;

/** "4 min 05 s", "38.2 s": minutes where they matter, tenths where they do. */
export function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

function list(heading: string, items: { label: string; ms: number }[]): string[] {
  const slowest = [...items].sort((a, b) => b.ms - a.ms).slice(0, shown);
  if (slowest.length === 0) return [];
  const width = Math.max(...slowest.map(({ ms }) => duration(ms).length));
  return [heading, ...slowest.map(({ label, ms }) => `  ${duration(ms).padStart(width)}  ${label}`)];
}

/** Where the time of `npm test` went: the five slowest steps, test files and tests, each with its step. */
export function slowestLines(steps: TimedStep[]): string[] {
  const timed = (step: TimedStep, items: TimedTest[] = []) =>
    items.map(({ file, title, ms }) => ({ label: `${title ? `${file} › ${title}` : file} (${step.name})`, ms }));
  return [
    ...list(
      "Slowest steps:",
      steps.flatMap(({ name, ms }) => (ms === undefined ? [] : [{ label: name, ms }])),
    ),
    ...list(
      "Slowest test files:",
      steps.flatMap((step) => timed(step, step.files)),
    ),
    ...list(
      "Slowest tests:",
      steps.flatMap((step) => timed(step, step.tests)),
    ),
  ];
}
