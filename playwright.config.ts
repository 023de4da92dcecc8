import { defineConfig } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium-flags.ts";
import { sampleSiteBuild } from "./scripts/test/builds.ts";
import { nodeScriptCommand } from "./scripts/system/node-script.ts";

const port = Number(process.env.E2E_PORT ?? 4311);

/**
 * The engine's browser tests: what the code does, on the frozen sample site (tests/fixtures/),
 * built by `npm test` before this suite runs. The clinic's own site.json is checked by
 * playwright.site.config.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Suites that need nginx run in playwright.nginx.config.ts.
  testIgnore: ["**/*.nginx.spec.ts"],
  // Playwright empties its output folder at start; vitest's report sits beside it, not inside.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // Playwright cannot download its own browser on these machines; Debian's Chromium is used.
    // Nothing leaves this machine: a third-party request a test forgets to intercept (EmailJS, the
    // map) fails to resolve instead of going out. page.route() still answers intercepted ones.
    launchOptions: {
      executablePath: testBrowserPath,
      args: [...chromiumFlags, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
    },
  },
  webServer: {
    // The production server over the sample site's production build, exactly as `npm run preview` serves it.
    command: nodeScriptCommand("scripts/serve.ts", [sampleSiteBuild.outDir]),
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
