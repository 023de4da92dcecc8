import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "./project-command.ts";

/** What a project needs to build and edit a site: its code, its schema and its configuration. */
const engineFiles = [
  "src",
  "schema",
  "scripts",
  "editor",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
];

export interface ScratchProject {
  dir: string;
  remove(): void;
}

/**
 * A throwaway copy of the engine, for a test that changes the engine itself (a new block type) and
 * then builds and edits a site with it. Its packages are the project's own, each linked, with the
 * picture variants already made (node_modules/.cache); only Vite's prepared modules (node_modules/.vite)
 * are its own, so that an editor started on it leaves the project's editors theirs.
 */
export function scratchProject(label: string): ScratchProject {
  const dir = mkdtempSync(join(tmpdir(), `clinic-engine-${label}-`));
  for (const file of engineFiles) cpSync(join(projectRoot, file), join(dir, file), { recursive: true });
  const packages = join(projectRoot, "node_modules");
  mkdirSync(join(dir, "node_modules"));
  for (const entry of readdirSync(packages))
    if (entry !== ".vite") symlinkSync(join(packages, entry), join(dir, "node_modules", entry));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
