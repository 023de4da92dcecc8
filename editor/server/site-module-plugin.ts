import type { Plugin } from "vite";
import { siteModuleFile } from "../../scripts/vite/site-manifest-plugin.ts";

/**
 * In the editor, `virtual:site` is the working copy the preview was handed (src/manifest/site-module.ts), not
 * site.json as on disk: the preview shows changes before they are published.
 */
export function previewSiteModulePlugin(): Plugin {
  return {
    name: "editor-preview-site-module",
    enforce: "pre",
    resolveId(id) {
      if (id === "virtual:site") return siteModuleFile;
    },
  };
}
