import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";

export default defineConfig({
  plugins: [siteManifestPlugin(), react()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
  },
});
