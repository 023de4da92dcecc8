import { rmSync } from "node:fs";
import { browserSuites, suiteRounds, suiteRunsOf } from "./browser-suites.ts";
import { sampleSitePictures } from "./builds.ts";
import { readPlaywrightReport, readVitestReport } from "./report-counts.ts";
import { runCommand, runCommandsTogether, type CommandEnd } from "./run-command.ts";
import type { SetUp } from "./set-up.ts";
import { summarize, type StepResult } from "./summary.ts";
import { playwrightTimes, readTestTimes, vitestTimes } from "./test-times.ts";

/**
 * Everything CI runs, in order: type check, lint and format, unit tests (the engine's, on fixture sites, and the
 * checks of site.json), then each browser suite after its set-up (a browser, the build it serves), two one-worker
 * suites side by side.
 * Always ends with the slowest steps, test files and tests, and one line counting every runner together, even
 * when a step crashes.
 */

const results = "test-results";
const node = process.execPath;
const steps: StepResult[] = [];
const setUpExitCodes = new Map<SetUp, number>();

/** Runs a command in the foreground: how it ended, and how long it took. */
function timed(run: () => number): CommandEnd {
  const started = Date.now();
  const exitCode = run();
  return { exitCode, ms: Date.now() - started };
}

function setUpOnce(setUp: SetUp): number {
  if (!setUpExitCodes.has(setUp)) {
    const { exitCode, ms } = timed(setUp.run);
    setUpExitCodes.set(setUp, exitCode);
    steps.push({ name: setUp.name, exitCode, ms });
  }
  return setUpExitCodes.get(setUp) ?? 1;
}

async function runBrowserSuites() {
  for (const round of suiteRounds(browserSuites)) {
    const ready = round.filter((suite) => {
      const failedSetUp = suite.setUp.find((setUp) => setUpOnce(setUp) !== 0);
      if (failedSetUp) steps.push({ name: suite.name, notRun: `${failedSetUp.name} failed` });
      return !failedSetUp;
    });
    const runs = ready.flatMap((suite) => suiteRunsOf(suite));
    for (const run of runs) rmSync(run.report, { force: true });
    const ends =
      runs.length === 1
        ? [timed(() => runCommand(runs[0].command, runs[0].args, runs[0].env))]
        : await runCommandsTogether(runs);
    for (const [index, run] of runs.entries()) {
      const counts = readPlaywrightReport(run.report);
      steps.push({ name: run.name, ...ends[index], counts, ...readTestTimes(run.report, playwrightTimes) });
    }
  }
}

/** The type check, lint and format check: each uses one core, so they run side by side. */
async function runStaticChecks() {
  const checks = [
    { name: "type check", command: node, args: ["node_modules/typescript/bin/tsc", "--noEmit"] },
    { name: "lint (ESLint)", command: node, args: ["node_modules/eslint/bin/eslint.js", "."] },
    { name: "format (Prettier)", command: node, args: ["node_modules/prettier/bin/prettier.cjs", "--check", "."] },
  ];
  const ends = await runCommandsTogether(checks);
  for (const [index, { name }] of checks.entries()) steps.push({ name, ...ends[index] });
}

async function runAll() {
  rmSync(results, { recursive: true, force: true });
  await runStaticChecks();
  const unitReport = `${results}/vitest.json`;
  if (setUpOnce(sampleSitePictures) !== 0) {
    steps.push({ name: "unit tests", notRun: `${sampleSitePictures.name} failed` });
  } else {
    const end = timed(() =>
      runCommand(node, [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${unitReport}`,
      ]),
    );
    const counts = readVitestReport(unitReport);
    steps.push({ name: "unit tests", ...end, counts, ...readTestTimes(unitReport, vitestTimes) });
  }
  await runBrowserSuites();
}

try {
  await runAll();
} catch (error) {
  console.error(error);
  steps.push({ name: "test runner", exitCode: 1 });
}
const summary = summarize(steps);
console.log(`\n${summary.lines.join("\n")}`);
process.exitCode = summary.failed > 0 ? 1 : 0;
