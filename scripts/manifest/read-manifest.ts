import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { validateManifest, type ManifestReport } from "./validate-manifest.ts";

export const manifestFile = resolve("site.json");
export const publicDir = resolve("public");

/** Reads and checks site.json as the build, the dev server and `npm run validate` all do. */
export function readManifest(file = manifestFile): Promise<ManifestReport> {
  return validateManifest(relative(process.cwd(), file), readFileSync(file, "utf8"), { publicDir });
}

export function reportText(report: ManifestReport): string {
  const lines: string[] = [];
  if (report.errors.length) lines.push(`${report.errors.length} error(s) in ${report.file}:`, ...report.errors, "");
  if (report.warnings.length) lines.push(`${report.warnings.length} warning(s):`, ...report.warnings, "");
  return lines.join("\n");
}
