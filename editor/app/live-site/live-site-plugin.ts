import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const liveSiteModule = fileURLToPath(new URL("./live-site.ts", import.meta.url));

/**
 * In the editor, `virtual:site` is the editor's working copy of the site's settings, not site.json
 * as on disk: the canvas's header and footer show an edit before it is published.
 * Put it before siteManifestPlugin (both resolve early).
 */
export function liveSitePlugin(): Plugin {
  return {
    name: "editor-live-site",
    enforce: "pre",
    resolveId(id) {
      if (id === "virtual:site") return liveSiteModule;
    },
  };
}
