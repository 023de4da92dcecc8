import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { shardFolder, suitePort } from "../support/suite-shard.ts";
import { browserSuites, suiteRounds, suiteRunsOf, type BrowserSuite } from "../../scripts/test/browser-suites.ts";
import {
  countPlaywrightReport,
  countVitestReport,
  readPlaywrightReport,
  readVitestReport,
} from "../../scripts/test/report-counts.ts";
import { runCommandsTogether } from "../../scripts/test/run-command.ts";
import { duration } from "../../scripts/test/slowest.ts";
import { summarize } from "../../scripts/test/summary.ts";
import { playwrightTimes, vitestTimes } from "../../scripts/test/test-times.ts";

const lastLine = (lines: string[]) => lines[lines.length - 1];

/** The shape of vitest's JSON report for two files: one that could not be imported, one with a failed test. */
const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: "broken-import.test.ts",
      status: "failed",
      message: "Cannot find module './gone.ts'",
      assertionResults: [],
    },
    {
      name: "mixed.test.ts",
      status: "failed",
      assertionResults: [
        { status: "passed" },
        { status: "passed" },
        { status: "passed" },
        { status: "failed" },
        { status: "skipped" },
        { status: "todo" },
      ],
    },
  ],
};

describe("npm test's summary", () => {
  it("counts a test file that fails to import even when another test failed too", () => {
    expect(countVitestReport(vitestReport)).toEqual({ passed: 3, failed: 2, skipped: 2 });
    const { lines, failed } = summarize([{ name: "unit tests", exitCode: 1, counts: countVitestReport(vitestReport) }]);
    expect(failed).toBe(2);
    expect(lastLine(lines)).toBe("3 passed, 2 failed");
  });

  it("reports skipped tests on a line of their own, before the last line", () => {
    const browser = countPlaywrightReport({ stats: { expected: 10, unexpected: 0, flaky: 0, skipped: 4 }, errors: [] });
    const { lines } = summarize([
      { name: "unit tests", exitCode: 1, counts: countVitestReport(vitestReport) },
      { name: "browser tests", exitCode: 0, counts: browser },
    ]);
    expect(lines.slice(-2)).toEqual(["6 skipped", "13 passed, 2 failed"]);
  });

  it("counts flaky tests and errors outside any test (a spec that cannot load) as failures", () => {
    const report = {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [{ message: "SyntaxError in x.spec.ts" }],
    };
    expect(countPlaywrightReport(report)).toEqual({ passed: 5, failed: 3, skipped: 0 });
  });

  it("counts a truncated or missing report as a failure and still ends with the summary line", () => {
    const folder = mkdtempSync(join(tmpdir(), "reports-"));
    writeFileSync(join(folder, "vitest.json"), '{"numPassedTests": 12, "numFailedTests": 0, "testResu');
    const unit = readVitestReport(join(folder, "vitest.json"));
    const browser = readPlaywrightReport(join(folder, "playwright.json"));
    const { lines, failed } = summarize([
      { name: "unit tests", exitCode: 1, counts: unit },
      { name: "browser tests", exitCode: 0, counts: browser },
    ]);
    expect(failed).toBe(2);
    expect(lines.join("\n")).toMatch(/unit tests: counted as one failure, the report .*vitest\.json is not valid JSON/);
    expect(lines.join("\n")).toMatch(
      /browser tests: counted as one failure, no report was written at .*playwright\.json/,
    );
    expect(lastLine(lines)).toBe("0 passed, 2 failed");
  });

  it("counts a failed set-up once and names the suite it kept from running", () => {
    const { lines, failed } = summarize([
      { name: "type check", exitCode: 0 },
      { name: "set-up: Chromium", exitCode: 100 },
      { name: "browser tests", notRun: "set-up: Chromium failed" },
    ]);
    expect(failed).toBe(1);
    expect(lines).toContain("set-up: Chromium failed (exit code 100).");
    expect(lines).toContain("browser tests: not run (set-up: Chromium failed).");
    expect(lastLine(lines)).toBe("0 passed, 1 failed");
  });

  it("counts a step that failed without a failing test (a crashed runner, a broken build)", () => {
    const { lines } = summarize([
      { name: "unit tests", exitCode: 1, counts: { passed: 40, failed: 0, skipped: 0 } },
      { name: "production build", exitCode: 1 },
    ]);
    expect(lastLine(lines)).toBe("40 passed, 2 failed");
  });
});

describe("browser suites side by side", () => {
  const suite = (name: string, oneWorker?: true): BrowserSuite => ({
    name,
    config: "",
    report: "",
    setUp: [],
    oneWorker,
  });
  const names = (rounds: BrowserSuite[][]) => rounds.map((round) => round.map(({ name }) => name));

  it("puts one-worker suites in a row in one round, keeps the order, and runs every other suite alone", () => {
    const rounds = suiteRounds([
      suite("a", true),
      suite("b"),
      suite("c", true),
      suite("d", true),
      suite("e", true),
      suite("f"),
      suite("g", true),
    ]);
    expect(names(rounds)).toEqual([["a"], ["b"], ["c", "d", "e"], ["f"], ["g"]]);
  });

  it("starts the next command of a round as soon as one of the two running ends, and says each in order", async () => {
    // The first ends only once the third has run: were the third to wait for both of the first two, it never would.
    const marker = join(mkdtempSync(join(tmpdir(), "slots-")), "third-ran");
    const node = process.execPath;
    const waitForMarker = `const f=${JSON.stringify(marker)};const t=Date.now();
      const w=()=>require("fs").existsSync(f)?process.exit(0):Date.now()-t>20000?process.exit(3):setTimeout(w,20);w()`;
    const ends = await runCommandsTogether([
      { command: node, args: ["-e", waitForMarker] },
      { command: node, args: ["-e", "process.exit(0)"] },
      { command: node, args: ["-e", `require("fs").writeFileSync(${JSON.stringify(marker)}, "")`] },
    ]);
    expect(ends.map(({ exitCode }) => exitCode)).toEqual([0, 0, 0]);
  }, 30_000);

  it.each(browserSuites.filter(({ oneWorker }) => oneWorker))(
    "$name runs one worker, as its place beside another suite assumes",
    async ({ config }) => {
      const loaded = (await import(/* @vite-ignore */ pathToFileURL(resolve(config)).href)).default as {
        workers?: number;
      };
      expect(loaded.workers).toBe(1);
    },
    30_000,
  );
});

describe("each browser suite", () => {
  it.each(browserSuites)(
    "$name is told to write each run's report where the runner reads it, whatever E2E_REPORT says",
    (suite) => {
      const runs = suiteRunsOf(suite);
      expect(runs).toHaveLength(suite.shards ?? 1);
      for (const { args, env, report } of runs) {
        expect(args).toEqual(expect.arrayContaining(["--config", suite.config]));
        expect(env.E2E_REPORT).toBe(report);
      }
      expect(new Set(runs.map(({ report }) => report)).size).toBe(runs.length);
    },
  );

  it("runs a sharded suite as one run per shard, each with its own report, ports and output folder", () => {
    const runs = suiteRunsOf({ name: "s", config: "s.config.ts", report: "test-results/s.json", setUp: [], shards: 2 });
    expect(runs.map(({ name, report }) => [name, report])).toEqual([
      ["s (1/2)", "test-results/s-1.json"],
      ["s (2/2)", "test-results/s-2.json"],
    ]);
    expect(runs.map(({ args }) => args.at(-1))).toEqual(["--shard=1/2", "--shard=2/2"]);
    const saved = { port: process.env.E2E_PORT, shard: process.env.E2E_SHARD };
    try {
      process.env.E2E_PORT = "7000";
      const seen = runs.map(({ env }) => {
        process.env.E2E_SHARD = env.E2E_SHARD;
        return [suitePort(1100, 5290), shardFolder("test-results/s")];
      });
      expect(seen).toEqual([
        [8100, "test-results/s"],
        [8120, "test-results/s-2"],
      ]);
    } finally {
      for (const [name, value] of [
        ["E2E_PORT", saved.port],
        ["E2E_SHARD", saved.shard],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });

  it.each(browserSuites)(
    "$name's config writes its JSON report to E2E_REPORT",
    async (suite) => {
      const saved = process.env.E2E_REPORT;
      process.env.E2E_REPORT = join(tmpdir(), "elsewhere.json");
      try {
        const url = `${pathToFileURL(resolve(suite.config)).href}?report=${Date.now()}`;
        const config = (await import(/* @vite-ignore */ url)).default as {
          reporter: [string, { outputFile?: string }?][];
        };
        const json = config.reporter.find(([name]) => name === "json");
        expect(json?.[1]?.outputFile).toBe(process.env.E2E_REPORT);
      } finally {
        if (saved === undefined) delete process.env.E2E_REPORT;
        else process.env.E2E_REPORT = saved;
      }
    },
    30_000,
  );
});

describe("where the time of npm test went", () => {
  const vitestTimed = {
    testResults: [
      {
        name: resolve("tests/unit/fast.test.ts"),
        startTime: 1_000,
        endTime: 1_400,
        assertionResults: [{ fullName: "adds", duration: 12 }],
      },
      {
        name: resolve("tests/unit/slow.test.ts"),
        startTime: 1_000,
        endTime: 9_000,
        assertionResults: [
          { fullName: "waits a little", duration: 900 },
          { fullName: "waits long", duration: 7_000 },
        ],
      },
    ],
  };
  /** A spec with a test at the top and one in a describe; the first failed once and passed on a retry. */
  const playwrightTimed = {
    config: { rootDir: resolve("tests/editor") },
    suites: [
      {
        title: "publish.spec.ts",
        file: "publish.spec.ts",
        specs: [
          {
            title: "publishes",
            file: "publish.spec.ts",
            tests: [{ results: [{ duration: 20_000 }, { duration: 25_000 }] }],
          },
        ],
        suites: [
          {
            title: "on a phone",
            file: "publish.spec.ts",
            specs: [
              { title: "opens the fields", file: "publish.spec.ts", tests: [{ results: [{ duration: 3_000 }] }] },
            ],
          },
        ],
      },
    ],
  };

  it("reads each test's and each file's time from vitest's report, files from the project's root", () => {
    expect(vitestTimes(vitestTimed)).toEqual({
      tests: [
        { file: "tests/unit/fast.test.ts", title: "adds", ms: 12 },
        { file: "tests/unit/slow.test.ts", title: "waits a little", ms: 900 },
        { file: "tests/unit/slow.test.ts", title: "waits long", ms: 7_000 },
      ],
      files: [
        { file: "tests/unit/fast.test.ts", ms: 400 },
        { file: "tests/unit/slow.test.ts", ms: 8_000 },
      ],
    });
  });

  it("reads Playwright's: a test's tries added up, a describe in its title, a file as the sum of its tests", () => {
    expect(playwrightTimes(playwrightTimed)).toEqual({
      tests: [
        { file: "tests/editor/publish.spec.ts", title: "publishes", ms: 45_000 },
        { file: "tests/editor/publish.spec.ts", title: "on a phone › opens the fields", ms: 3_000 },
      ],
      files: [{ file: "tests/editor/publish.spec.ts", ms: 48_000 }],
    });
    expect(playwrightTimes("not a report")).toEqual({ tests: [], files: [] });
  });

  it("lists the five slowest steps, files and tests, slowest first, above the skipped and last lines", () => {
    const steps = [
      { name: "unit tests", exitCode: 0, ms: 95_000, ...vitestTimes(vitestTimed) },
      { name: "editor browser tests", exitCode: 0, ms: 130_000, ...playwrightTimes(playwrightTimed) },
      ...["type check", "lint", "format", "build"].map((name, index) => ({ name, exitCode: 0, ms: 1_000 * index })),
      { name: "a suite that could not run", notRun: "set-up: nginx failed" },
    ];
    const { lines } = summarize(steps);
    expect(lines.slice(0, 6)).toEqual([
      "Slowest steps:",
      "  2 min 10 s  editor browser tests",
      "  1 min 35 s  unit tests",
      "       3.0 s  build",
      "       2.0 s  format",
      "       1.0 s  lint",
    ]);
    expect(lines[6]).toBe("Slowest test files:");
    expect(lines[7]).toBe("  48.0 s  tests/editor/publish.spec.ts (editor browser tests)");
    expect(lines.slice(10)).toEqual([
      "Slowest tests:",
      "  45.0 s  tests/editor/publish.spec.ts › publishes (editor browser tests)",
      "   7.0 s  tests/unit/slow.test.ts › waits long (unit tests)",
      "   3.0 s  tests/editor/publish.spec.ts › on a phone › opens the fields (editor browser tests)",
      "   0.9 s  tests/unit/slow.test.ts › waits a little (unit tests)",
      "   0.0 s  tests/unit/fast.test.ts › adds (unit tests)",
      "a suite that could not run: not run (set-up: nginx failed).",
      "0 skipped",
      "0 passed, 0 failed",
    ]);
  });

  it("says minutes from a minute on", () => {
    expect([59_949, 60_000, 61_500, 600_000].map(duration)).toEqual([
      "59.9 s",
      "1 min 00 s",
      "1 min 02 s",
      "10 min 00 s",
    ]);
  });
});
