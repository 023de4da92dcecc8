import { join, resolve } from "node:path";
import { codeFingerprint } from "../../scripts/incremental/build-record.ts";
import { folderMadeOnce, projectCacheDir } from "../../scripts/incremental/code-cache.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const cacheDir = projectCacheDir("editor-app");

/** Where the built editor page sits inside its folder (its address as Vite names it). */
const editorPageFile = "editor/app/index.html";

export interface EditorApp {
  /** The folder of the page's files, served as they are. */
  dir: string;
  /** The page itself, which every editor address serves. */
  htmlFile: string;
}

async function buildEditorApp(outDir: string): Promise<void> {
  // Loaded only when the page is made: Vite and the icon library (some 10 MB of script) cost every start of
  // the editor two CPU-seconds and more to load.
  const [{ build }, { default: react }, { iconSpritePlugin }, { previewSiteModulePlugin }] = await Promise.all([
    import("vite"),
    import("@vitejs/plugin-react"),
    import("../../scripts/vite/icon-sprite-plugin.ts"),
    import("./site-module-plugin.ts"),
  ]);
  await build({
    root: projectRoot,
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    plugins: [previewSiteModulePlugin(), iconSpritePlugin(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      modulePreload: { polyfill: false },
      // The editor is one page, loaded once per visit: its size warning says nothing here.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: join(projectRoot, editorPageFile) },
    },
  });
}

/**
 * The editor page built for the browser, made once for each version of the code and kept in the
 * project's cache: plain files with no inline script (which a strict CSP refuses), React's
 * production build, and a few files instead of hundreds of modules, so a tablet opens it quickly.
 */
export async function preparedEditorApp(): Promise<EditorApp> {
  const code = codeFingerprint([
    "editor/app",
    "editor/shared",
    "editor/server/editor-app-build.ts",
    "editor/server/site-module-plugin.ts",
  ]);
  const dir = await folderMadeOnce(cacheDir, code.slice(0, 16), editorPageFile, buildEditorApp);
  return { dir, htmlFile: join(dir, editorPageFile) };
}
