import { clinicSiteBuild, editorPageBuild, sampleSiteBuild, sampleSitePictures } from "./builds.ts";
import type { Command } from "./run-command.ts";
import { chromium, nginxSetUps, type SetUp } from "./set-up.ts";

/**
 * Each Playwright configuration `npm test` runs after the unit tests, in order (two one-worker suites in a row
 * side by side). A suite's config must write its JSON report to `process.env.E2E_REPORT` (the runner sets it to
 * `report`), and list in `setUp` what must exist before it runs (a browser, a build, nginx). Adding a suite is one
 * line here.
 */
export interface BrowserSuite {
  name: string;
  config: string;
  report: string;
  setUp: SetUp[];
  /**
   * Runs one Playwright worker and often waits on its own servers, so it keeps about one of two cores busy:
   * `npm test` runs one-worker suites that follow each other two at a time, the next as soon as one ends.
   */
  oneWorker?: true;
  /**
   * Runs as this many Playwright shards (`--shard=i/n`, each with E2E_SHARD=i and a report of its own), which
   * take their places in the round like suites of their own, so that one long suite does not run on alone.
   */
  shards?: number;
}

export const browserSuites: BrowserSuite[] = [
  {
    name: "site checks of site.json",
    config: "playwright.site.config.ts",
    report: "test-results/playwright-site.json",
    setUp: [chromium, clinicSiteBuild],
  },
  {
    name: "engine browser tests",
    config: "playwright.config.ts",
    report: "test-results/playwright.json",
    setUp: [chromium, sampleSitePictures, sampleSiteBuild],
  },
  {
    name: "engine browser tests through nginx",
    config: "playwright.nginx.config.ts",
    report: "test-results/playwright-nginx.json",
    setUp: [chromium, sampleSiteBuild, ...nginxSetUps],
  },
  {
    name: "editor service browser tests",
    config: "playwright.editor-service.config.ts",
    report: "test-results/playwright-editor-service.json",
    setUp: [chromium, sampleSitePictures, editorPageBuild, ...nginxSetUps],
    oneWorker: true,
    shards: 2,
  },
  {
    name: "editor browser tests",
    config: "playwright.editor.config.ts",
    report: "test-results/playwright-editor.json",
    setUp: [chromium, sampleSitePictures, editorPageBuild],
    oneWorker: true,
    shards: 2,
  },
  {
    name: "appointment requests",
    config: "playwright.requests.config.ts",
    report: "test-results/playwright-requests.json",
    setUp: [chromium, sampleSitePictures],
    oneWorker: true,
  },
];

/** One Playwright run of a suite: the whole of it, or one of its shards, with the report it writes. */
export interface SuiteRun extends Command {
  name: string;
  report: string;
  env: NodeJS.ProcessEnv;
}

/** The Playwright runs of a suite, each told where to write its report, whatever the caller's E2E_REPORT says. */
export function suiteRunsOf(suite: BrowserSuite, node = process.execPath): SuiteRun[] {
  const shards = suite.shards ?? 1;
  return Array.from({ length: shards }, (_, index) => {
    const shard = shards > 1 ? `${index + 1}/${shards}` : undefined;
    const report = shard ? suite.report.replace(/\.json$/, `-${index + 1}.json`) : suite.report;
    return {
      name: shard ? `${suite.name} (${shard})` : suite.name,
      report,
      command: node,
      args: [
        "node_modules/@playwright/test/cli.js",
        "test",
        "--config",
        suite.config,
        ...(shard ? [`--shard=${shard}`] : []),
      ],
      env: { E2E_REPORT: report, E2E_SHARD: String(index + 1), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    };
  });
}

/** The suites in order, in rounds: one-worker suites in a row share a round, run two at a time. */
export function suiteRounds(suites: BrowserSuite[]): BrowserSuite[][] {
  const rounds: BrowserSuite[][] = [];
  for (const suite of suites) {
    const last = rounds.at(-1);
    if (suite.oneWorker && last?.[0].oneWorker) last.push(suite);
    else rounds.push([suite]);
  }
  return rounds;
}
