import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteManifestPlugin } from "./scripts/vite/site-manifest-plugin.ts";

export default defineConfig({
  plugins: [siteManifestPlugin(), react()],
  build: {
    target: "es2022",
    manifest: true,
  },
});
