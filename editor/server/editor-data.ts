import { join, resolve } from "node:path";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";

/**
 * The editor service's own files (accounts, sessions, and nothing a visitor may see): `EDITOR_DATA_DIR`,
 * by default `editor-data/` in the project, which git ignores. Never inside the web root.
 */
export function editorDataDir(): string {
  return resolve(process.env.EDITOR_DATA_DIR ?? "editor-data");
}

export function accountsFile(dataDir = editorDataDir()): string {
  return join(dataDir, "accounts.json");
}

/** Who is signed in: hashes of session ids, never the ids (see SessionStore). */
export function sessionsFile(dataDir = editorDataDir()): string {
  return join(dataDir, "sessions.json");
}

/** `npm run edit`'s own files: EDITOR_DATA_DIR, or editor-data/ beside the site.json it edits. */
export function localDataDir(site: SiteFolder): string {
  return process.env.EDITOR_DATA_DIR ? resolve(process.env.EDITOR_DATA_DIR) : join(site.dir, "editor-data");
}

/** Each person's unpublished changes (see DraftStore). */
export function draftsDir(dataDir = editorDataDir()): string {
  return join(dataDir, "drafts");
}
