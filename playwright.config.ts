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
  // Nothing leaves this machine: a test that forgets to intercept a third-party request (EmailJS,
  // the map) fails to resolve instead of reaching the internet. page.route() still answers them.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output folder at start; vitest's report sits beside it, not inside.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  webServer: {
    // The production server over the production build, exactly as `npm run preview` serves it.
    command: `node node_modules/tsx/dist/cli.mjs scripts/serve.ts ${process.env.OUT_DIR ?? "dist"}`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
