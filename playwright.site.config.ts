import { defineConfig } from "@playwright/test";
import engineTests from "./playwright.config.ts";
import { clinicSiteBuild } from "./scripts/test/builds.ts";
import { nodeScriptCommand } from "./scripts/system/node-script.ts";

/**
 * Checks of the clinic's own site.json, whatever it holds: only what must hold for any valid site
 * (every page builds, answers and renders all its blocks; axe; no console error or failed request),
 * so that every valid edit by the clinic's staff passes. Served from `npm run build`'s dist/.
 */
const port = Number(process.env.E2E_SITE_PORT ?? Number(process.env.E2E_PORT ?? 4311) + 2000);

export default defineConfig({
  ...engineTests,
  testDir: "tests/site",
  testMatch: "**/*.spec.ts",
  testIgnore: [],
  outputDir: `test-results/site-${port}`,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright-site.json" }]],
  use: { ...engineTests.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: nodeScriptCommand("scripts/serve.ts", [clinicSiteBuild.outDir]),
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
