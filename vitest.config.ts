import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { iconSpritePlugin } from "./scripts/vite/icon-sprite-plugin.ts";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";
import { sampleSite } from "./tests/fixtures/sample-site.ts";

// Each project names its own files: with `extends`, a list set here as well would be joined to theirs.
const testFiles = ["tests/unit/**/*.test.{ts,tsx}", "tests/site/**/*.test.ts"];

/** Test files that replace a module with vi.mock. */
const mockingFiles = ["tests/unit/error-boundary.test.tsx"];

export default defineConfig({
  // Components under test read `virtual:site` from the frozen sample site, never the clinic's own.
  plugins: [siteManifestPlugin(sampleSite), iconSpritePlugin(), react()],
  test: {
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // Form tests type key by key through jsdom and the first test of a file pays for its imports:
    // on two shared cores that passes 5 s, which says nothing about the code under test.
    testTimeout: 20_000,
    // Vitest leaves one core free by default, which on a two-core machine runs the files one by one;
    // most of their time is spent waiting on child processes, builds of pages and sharp.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Each file in a fresh module registry spends a third of the run importing the same modules again
        // (90 s -> 65 s without). The files share no state: setup.ts cleans the DOM after every test, and
        // the suite passes file by file and together.
        test: { name: "shared modules", include: testFiles, exclude: mockingFiles, isolate: false },
      },
      {
        extends: true,
        // vi.mock replaces a module only for importers that load it after the mock: in a registry
        // shared with files that already imported the real one, the mock would not take.
        test: { name: "own modules", include: mockingFiles, isolate: true },
      },
    ],
  },
});
