import { createHash } from "node:crypto";
import { filesUnder } from "../system/files-under.ts";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import type { BuiltMoment } from "../dates/build-moment.ts";

/** What a build was made from, kept beside it so that the next build can reuse what did not change. */
export interface BuildRecord {
  /** The engine's code it was built with (codeFingerprint). */
  code: string;
  manifest: SiteManifest;
  /** The server entry of its engine bundles (engine-bundles.ts), to render changed pages with. */
  serverEntry: string;
  /** The page template the client build made (the home page's file takes its place). */
  template: string;
  /** The moment its pages show the site as of, and until when. */
  built: BuiltMoment;
}

const projectRoot = resolve(import.meta.dirname, "../..");
/** Everything of the engine that goes into a built page; content (site.json, public/) is compared apart. */
const codeInputs = ["src", "scripts", "schema", "index.html", "vite.config.ts", "package-lock.json"];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return filesUnder(path);
}

/**
 * A hash of the engine's code: two builds with the same one render the same content the same way.
 * `moreInputs` (paths from the project's root) adds what another build reads, such as the editor's own code.
 */
export function codeFingerprint(moreInputs: string[] = []): string {
  const hash = createHash("sha256");
  for (const input of [...codeInputs, ...moreInputs]) {
    for (const file of filesOf(join(projectRoot, input)).sort()) {
      hash.update(file.slice(projectRoot.length)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

export function buildRecordFile(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, "")}.build.json`;
}

export function writeBuildRecord(distDir: string, record: BuildRecord): void {
  writeFileSync(buildRecordFile(distDir), JSON.stringify(record));
}

export function readBuildRecord(distDir: string): BuildRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(buildRecordFile(distDir), "utf8")) as BuildRecord;
    return existsSync(record.serverEntry) ? record : undefined;
  } catch {
    return undefined;
  }
}
