import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { dependencyCache } from "../../editor/server/dependency-cache.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
/** Not part of the project, or rebuilt by it; node_modules is shared through a link instead. */
const leftOut = new Set(["node_modules", "dist", ".git", "test-results", "playwright-report", ".lighthouse"]);

export interface ProjectCopy {
  root: string;
  manifestPath: string;
  readManifestText(): string;
  writeManifestText(text: string): void;
  /** `git diff` of the copy against its first commit (the project as copied). */
  gitDiff(...paths: string[]): string;
  remove(): void;
}

function git(root: string, args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * A throwaway copy of the project, committed to a git repository of its own, that the editor
 * can write to without touching the real site.json or public/images.
 */
export function copyProject(label = "editor"): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), `clinic-${label}-`));
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => source === projectRoot || !leftOut.has(basename(source)) || resolve(source, "..") !== projectRoot,
  });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  git(root, ["init", "-q"]);
  // The link to node_modules is not a folder to git, so .gitignore's "node_modules/" misses it.
  writeFileSync(join(root, ".git/info/exclude"), "/node_modules\n");
  git(root, ["add", "-A"]);
  git(root, ["-c", "user.name=Editor test", "-c", "user.email=editor-test@example.invalid", "commit", "-q", "-m", "Project as copied"]);
  const manifestPath = join(root, "site.json");
  return {
    root,
    manifestPath,
    readManifestText: () => readFileSync(manifestPath, "utf8"),
    writeManifestText: (text) => writeFileSync(manifestPath, text),
    gitDiff: (...paths) => git(root, ["diff", "--no-color", "--", ...paths]),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      rmSync(dependencyCache(root), { recursive: true, force: true });
    },
  };
}
