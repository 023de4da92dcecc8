import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config.ts";
import { sampleSiteBuild } from "./scripts/test/builds.ts";
import { nodeScriptCommand } from "./scripts/system/node-script.ts";

/*
 * The sample site's production build through Debian's nginx with the generated configuration, over HTTPS with a
 * self-signed certificate, as `npm run preview:nginx` serves it: the HTTP table, the redirect to
 * HTTPS, and the Content-Security-Policy while the site is used.
 */
const httpPort = Number(process.env.E2E_NGINX_PORT ?? 4320);
const httpsPort = httpPort + 1;

export default defineConfig({
  ...baseConfig,
  testMatch: ["**/http-headers.spec.ts", "**/*.nginx.spec.ts"],
  testIgnore: [],
  outputDir: `test-results/e2e-nginx-${httpPort}`,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright-nginx.json" }]],
  metadata: { httpOrigin: `http://localhost:${httpPort}` },
  use: { ...baseConfig.use, baseURL: `https://localhost:${httpsPort}`, ignoreHTTPSErrors: true },
  webServer: {
    command: nodeScriptCommand("scripts/preview-nginx.ts", [sampleSiteBuild.outDir]),
    env: { PORT: String(httpPort), HTTPS_PORT: String(httpsPort) },
    url: `https://localhost:${httpsPort}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    // As Ctrl-C would: nginx stops and its temporary folder is removed.
    gracefulShutdown: { signal: "SIGINT", timeout: 10_000 },
  },
});
