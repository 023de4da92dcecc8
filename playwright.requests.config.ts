import { defineConfig } from "@playwright/test";
import siteTests from "./playwright.config.ts";
import { nodeScriptCommand } from "./scripts/system/node-script.ts";

// The appointment form with requests switched on needs its own build of the site (an edited
// site.json), served on its own port: E2E_REQUESTS_PORT, or else E2E_PORT + 1000, so side-by-side
// runs never share one.
const port = Number(process.env.E2E_REQUESTS_PORT ?? Number(process.env.E2E_PORT ?? 4311) + 1000);

export default defineConfig({
  ...siteTests,
  testDir: "tests/e2e-requests",
  // It runs beside the editor's suites (scripts/test/browser-suites.ts): one worker of its own.
  workers: 1,
  outputDir: `test-results/e2e-requests-${port}`,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright-requests.json" }]],
  use: { ...siteTests.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: nodeScriptCommand("tests/e2e-requests/serve-requests-on-site.ts"),
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // It builds the site first.
    timeout: 300_000,
  },
});
