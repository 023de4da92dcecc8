import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const siteModule = fileURLToPath(new URL("../app/preview/site-module.ts", import.meta.url));

/**
 * In the editor, `virtual:site` is the working copy the preview was handed (site-module.ts), not
 * site.json as on disk: the preview shows changes before they are published.
 * Put it before siteManifestPlugin (both resolve early).
 */
export function previewSiteModulePlugin(): Plugin {
  return {
    name: "editor-preview-site-module",
    enforce: "pre",
    resolveId(id) {
      if (id === "virtual:site") return siteModule;
    },
  };
}
