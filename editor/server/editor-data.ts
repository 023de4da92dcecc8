import { join, resolve } from "node:path";

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
