import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteFolder, type SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleSite } from "../fixtures/sample-site.ts";

export interface SiteCopy extends SiteFolder {
  readManifestText(): string;
  writeManifestText(text: string): void;
  /** `git diff` of the copy against its first commit (the site as copied). */
  gitDiff(...paths: string[]): string;
  /** The copy's commits, newest first: who made each, and its first line. */
  gitLog(): { author: string; subject: string }[];
  /** Puts every file back as it was copied, and removes every file added since. */
  restore(): void;
  remove(): void;
}

function git(dir: string, args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * A throwaway copy of a site folder (the sample site unless told otherwise), committed to a git
 * repository of its own, for a test to edit, build or hand to the editor; `manifest` replaces its
 * site.json, written as `npm run edit` would. The engine runs from the project, as with SITE_DIR.
 */
export function copySite({
  from = sampleSite,
  manifest,
  label = "site",
}: { from?: SiteFolder; manifest?: SiteManifest; label?: string } = {}): SiteCopy {
  const copy = siteFolder(mkdtempSync(join(tmpdir(), `clinic-${label}-`)));
  cpSync(from.manifestFile, copy.manifestFile);
  cpSync(from.publicDir, copy.publicDir, { recursive: true });
  if (manifest) writeFileSync(copy.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  git(copy.dir, ["init", "-q"]);
  git(copy.dir, ["add", "-A"]);
  git(copy.dir, [
    "-c",
    "user.name=Site test",
    "-c",
    "user.email=site-test@example.invalid",
    "commit",
    "-q",
    "-m",
    "Site as copied",
  ]);
  return {
    ...copy,
    readManifestText: () => readFileSync(copy.manifestFile, "utf8"),
    writeManifestText: (text) => writeFileSync(copy.manifestFile, text),
    gitDiff: (...paths) => git(copy.dir, ["diff", "--no-color", "--", ...paths]),
    gitLog: () =>
      git(copy.dir, ["log", "--format=%an%x1f%s"])
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [author, subject] = line.split("\u001f");
          return { author, subject };
        }),
    restore: () => {
      git(copy.dir, ["checkout", "-q", "--", "."]);
      git(copy.dir, ["clean", "-q", "-f", "-d", "-x"]);
    },
    remove: () => rmSync(copy.dir, { recursive: true, force: true }),
  };
}
