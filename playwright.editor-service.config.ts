import { defineConfig } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium-flags.ts";
import { shardFolder } from "./tests/support/suite-shard.ts";

/**
 * Browser tests of the editor as a service (`npm run edit:server`): sign-in, publish to the live
 * site served by nginx, History and restore, and every refusal, on a throwaway copy of the sample
 * site (tests/editor-service/service-fixture.ts).
 */
export default defineConfig({
  testDir: "tests/editor-service",
  outputDir: shardFolder("test-results/editor-service"),
  // One service and its builds at a time is what two cores carry.
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright-editor-service.json" }],
  ],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    // nginx's certificate is self-signed, for localhost.
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: testBrowserPath, args: chromiumFlags },
  },
});
