import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4311);

// Debian's Chromium: Playwright cannot download its own browser on these machines.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output folder at start; vitest's report sits beside it, not inside.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  webServer: {
    // The production server over the production build, exactly as `npm run preview` serves it.
    command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts dist`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
