import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { contentHash } from "./content-hash.ts";
import { validateManifest, type ManifestReport } from "./validate-manifest.ts";

/** A site: its site.json and the public/ folder of its pictures. */
export interface SiteFolder {
  dir: string;
  manifestFile: string;
  publicDir: string;
}

export function siteFolder(dir: string): SiteFolder {
  const root = resolve(dir);
  return { dir: root, manifestFile: join(root, "site.json"), publicDir: join(root, "public") };
}

/**
 * The site every command works on: the project's own, unless SITE_DIR names another folder. The
 * engine's tests build and serve their fixture sites this way, with the commands the clinic uses.
 */
export const currentSite = siteFolder(process.env.SITE_DIR ?? ".");

/**
 * Reads and checks a site's site.json (or a draft of it) as the build, the dev server and `npm run validate` all
 * do. `checkedAs` is the contentHash of a text the caller has just checked with these rules (the editor
 * service, before its build): when the file still holds exactly that text, it is only parsed.
 */
export function readManifest(
  file = currentSite.manifestFile,
  publicDir = currentSite.publicDir,
  checkedAs?: string,
): Promise<ManifestReport> {
  const text = readFileSync(file, "utf8");
  const name = relative(process.cwd(), file);
  if (checkedAs !== undefined && contentHash(text) === checkedAs) {
    const manifest = JSON.parse(text) as SiteManifest;
    return Promise.resolve({ file: name, manifest, errors: [], warnings: [], notes: [] });
  }
  return validateManifest(name, text, { publicDir });
}

/**
 * The findings as the commands print them. Errors come last: they are what stops the command, so they are
 * the paragraph a terminal shows above the prompt and the one a caller quotes (the editor service's build).
 */
export function reportText(report: ManifestReport): string {
  const lines: string[] = [];
  if (report.notes.length) lines.push(`${report.notes.length} note(s):`, ...report.notes, "");
  if (report.warnings.length) lines.push(`${report.warnings.length} warning(s):`, ...report.warnings, "");
  if (report.errors.length) lines.push(`${report.errors.length} error(s) in ${report.file}:`, ...report.errors, "");
  return lines.join("\n");
}
