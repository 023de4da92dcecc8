import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { liveSitePlugin } from "../../app/live-site/live-site-plugin.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");

/** Where the built editor page sits inside its output folder (its address as the dev server gives it). */
export const editorPageFile = "editor/app/index.html";

/**
 * The editor page built for a server: plain files with no inline script (the dev server's page
 * has some, which a strict CSP refuses), smaller and quicker for a tablet than the dev modules.
 */
export async function buildEditorApp(outDir: string): Promise<string> {
  await build({
    root: projectRoot,
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    plugins: [liveSitePlugin(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      modulePreload: { polyfill: false },
      rolldownOptions: { input: join(projectRoot, editorPageFile) },
    },
  });
  return join(outDir, editorPageFile);
}
