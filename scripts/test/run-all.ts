import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath as chromium } from "../chromium-flags.ts";

/**
 * Everything CI runs, in order: browser set-up, type check, unit tests, production build,
 * browser tests. Ends with one line counting both test runners together.
 */

const results = "test-results";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return status ?? 1;
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log("Chromium is missing; installing Debian's package.");
  if (run("apt-get", ["update", "-qq"]) !== 0 || run("apt-get", ["install", "-y", "-qq", "chromium"]) !== 0) {
    console.error("Could not install Chromium with apt-get; browser tests need it at /usr/bin/chromium.");
    process.exit(1);
  }
}

function readCounts(file: string, pick: (report: Record<string, unknown>) => [number, number]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  return pick(JSON.parse(readFileSync(file, "utf8")));
}

ensureChromium();
rmSync(results, { recursive: true, force: true });

const node = process.execPath;
const typecheck = run(node, ["node_modules/typescript/bin/tsc", "--noEmit"]);
const unit = run(node, ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${results}/vitest.json`]);
const build = run(node, ["node_modules/tsx/dist/cli.mjs", "scripts/build.ts"]);
const browser = build === 0 ? run(node, ["node_modules/@playwright/test/cli.js", "test"], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }) : 1;

const [unitPassed, unitFailed] = readCounts(`${results}/vitest.json`, (r) => [Number(r.numPassedTests), Number(r.numFailedTests)]);
const [browserPassed, browserFailed] = readCounts(`${results}/playwright.json`, (r) => {
  const stats = r.stats as { expected: number; unexpected: number; flaky: number };
  return [stats.expected, stats.unexpected + stats.flaky];
});

/*
 * A step that fails without a failing test of its own (type errors, a broken build, a runner
 * that crashed before writing its report) still counts once, so the summary line never says
 * "0 failed" for a run that failed.
 */
const failedSteps = [
  typecheck !== 0,
  unit !== 0 && unitFailed === 0,
  build !== 0,
  build === 0 && browser !== 0 && browserFailed === 0,
].filter(Boolean).length;

if (typecheck !== 0) console.error("\nType check failed.");
if (build !== 0) console.error("\nThe production build failed, so the browser tests did not run.");
console.log(`\n${unitPassed + browserPassed} passed, ${unitFailed + browserFailed + failedSteps} failed`);
process.exit(typecheck || unit || build || browser ? 1 : 0);
