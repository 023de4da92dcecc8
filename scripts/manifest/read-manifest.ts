import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
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
 * do.
 */
export function readManifest(
  file = currentSite.manifestFile,
  publicDir = currentSite.publicDir,
): Promise<ManifestReport> {
  return validateManifest(relative(process.cwd(), file), readFileSync(file, "utf8"), { publicDir });
}

export function reportText(report: ManifestReport): string {
  const lines: string[] = [];
  if (report.errors.length) lines.push(`${report.errors.length} error(s) in ${report.file}:`, ...report.errors, "");
  if (report.warnings.length) lines.push(`${report.warnings.length} warning(s):`, ...report.warnings, "");
  return lines.join("\n");
}
