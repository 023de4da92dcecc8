import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";
import { sampleSite } from "./tests/fixtures/sample-site.ts";

export default defineConfig({
  // Components under test read `virtual:site` from the frozen sample site, never the clinic's own.
  plugins: [siteManifestPlugin(sampleSite), react()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/site/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // Form tests type key by key through jsdom and the first test of a file pays for its imports:
    // on two shared cores that passes 5 s, which says nothing about the code under test.
    testTimeout: 20_000,
    // Vitest leaves one core free by default, which on a two-core machine runs the files one by one;
    // most of their time is spent waiting on child processes, builds of pages and sharp.
    maxWorkers: 2,
    // Each file in a fresh module registry spends a third of the run importing the same modules again
    // (90 s -> 65 s without). The files share no state: setup.ts cleans the DOM after every test, and
    // the suite passes file by file and together.
    isolate: false,
  },
});
