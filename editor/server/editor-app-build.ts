import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { codeFingerprint } from "../../scripts/incremental/build-record.ts";
import { iconSpritePlugin } from "../../scripts/vite/icon-sprite-plugin.ts";
import { previewSiteModulePlugin } from "./site-module-plugin.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const cacheDir = join(projectRoot, "node_modules/.cache/editor-app");

/** Where the built editor page sits inside its folder (its address as Vite names it). */
const editorPageFile = "editor/app/index.html";

const aWeekMs = 7 * 24 * 60 * 60 * 1000;

export interface EditorApp {
  /** The folder of the page's files, served as they are. */
  dir: string;
  /** The page itself, which every editor address serves. */
  htmlFile: string;
}

async function buildEditorApp(outDir: string): Promise<void> {
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
 * Two editors starting at once each build into a folder of their own; the first to finish is kept.
 */
export async function preparedEditorApp(): Promise<EditorApp> {
  const dir = join(
    cacheDir,
    codeFingerprint([
      "editor/app",
      "editor/shared",
      "editor/server/editor-app-build.ts",
      "editor/server/site-module-plugin.ts",
    ]).slice(0, 16),
  );
  const app = { dir, htmlFile: join(dir, editorPageFile) };
  if (existsSync(app.htmlFile)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return app;
  }
  mkdirSync(cacheDir, { recursive: true });
  removeUnusedBuilds();
  const building = mkdtempSync(join(cacheDir, "building-"));
  try {
    await buildEditorApp(building);
    if (!existsSync(app.htmlFile)) renameSync(building, dir);
  } catch (error) {
    if (!existsSync(app.htmlFile)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return app;
}

/** Builds of older code that no editor started this week (one still running may be serving its files). */
function removeUnusedBuilds() {
  for (const name of readdirSync(cacheDir)) {
    const folder = join(cacheDir, name);
    if (Date.now() - statSync(folder).mtimeMs > aWeekMs) rmSync(folder, { recursive: true, force: true });
  }
}
