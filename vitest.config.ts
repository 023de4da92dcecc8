import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";

export default defineConfig({
  plugins: [siteManifestPlugin(), react()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // Form tests type key by key through jsdom and the first test of a file pays for its imports:
    // on two shared cores that passes 5 s, which says nothing about the code under test.
    testTimeout: 20_000,
  },
});
