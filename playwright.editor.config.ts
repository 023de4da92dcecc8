import { defineConfig } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium-flags.ts";
import { shardFolder } from "./tests/support/suite-shard.ts";

/**
 * Browser tests of the visual editor: each test starts `npm run edit` on a throwaway copy of the
 * project (tests/editor/editor-fixture.ts), so publishing writes that copy's site.json, never ours.
 */
export default defineConfig({
  testDir: "tests/editor",
  outputDir: shardFolder("test-results/editor"),
  // Each test runs a Vite dev server and Chromium: one at a time is what two cores carry.
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright-editor.json" }]],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: testBrowserPath,
      args: [...chromiumFlags, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
    },
  },
});
