import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, join, resolve } from "node:path";
import { nginxConfigFile } from "../../../scripts/hosting/write-host-configs.ts";
import { buildRecordFile, codeFingerprint, readBuildRecord } from "../../../scripts/incremental/build-record.ts";
import { contentHash } from "../../../scripts/manifest/content-hash.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { stripVTControlCharacters } from "node:util";
import { nodeScriptArgs } from "../../../scripts/system/node-script.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");

/** Builds kept besides the one visitors get, so that a restore or a look back is quick. */
const buildsKept = 3;

export class BuildFailed extends Error {}

function run(args: string[], env: Record<string, string>): Promise<{ code: number; errors: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stdout.resume();
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? 1, errors }));
  });
}

/**
 * The build's own words for what went wrong: the start of the last paragraph it wrote to stderr (its
 * errors about site.json come after the warnings, each report ending with a blank line; a crash's
 * message comes before its stack), without colour codes.
 */
export function buildComplaint(errors: string): string {
  const paragraphs = stripVTControlCharacters(errors)
    .trim()
    .split(/\n\s*\n/);
  const lines = (paragraphs.at(-1) ?? "").split("\n");
  return lines.length > 12
    ? [...lines.slice(0, 12), `… and ${lines.length - 12} more lines`].join("\n")
    : lines.join("\n");
}

/**
 * The website visitors get: `LIVE_DIR/current`, a link to one complete build in `LIVE_DIR/builds/`.
 * A new version is built beside it and the link is replaced in one rename, so a visitor gets
 * either the old site or the new one, never half of each; a failed build changes nothing.
 */
export class LiveSite {
  readonly currentDir: string;
  private readonly buildsDir: string;

  constructor(
    readonly liveDir: string,
    private readonly publicDir: string,
  ) {
    this.currentDir = join(liveDir, "current");
    this.buildsDir = join(liveDir, "builds");
  }

  /**
   * Builds `manifestText` with the site's pictures into a new folder (BuildFailed, leaving nothing, if it
   * fails). `checked`: the text was just checked with the validator's rules, so the build need not again.
   */
  async build(manifestText: string, { checked = false } = {}): Promise<string> {
    const id = `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;
    const staging = join(this.liveDir, "staging", id);
    const outDir = join(this.buildsDir, id);
    mkdirSync(staging, { recursive: true });
    mkdirSync(this.buildsDir, { recursive: true });
    // A change to some pages' blocks rebuilds those pages from the live build (scripts/incremental/).
    const live = this.current();
    try {
      writeFileSync(join(staging, "site.json"), manifestText);
      symlinkSync(this.publicDir, join(staging, "public"), "dir");
      const { code, errors } = await run(nodeScriptArgs("scripts/build.ts"), {
        SITE_DIR: staging,
        OUT_DIR: outDir,
        BUILD_RECORD: "1",
        ...(live ? { REUSE_BUILD: live } : {}),
        ...(checked ? { MANIFEST_CHECKED: contentHash(manifestText) } : {}),
      });
      if (code !== 0) throw new BuildFailed(buildComplaint(errors));
      return outDir;
    } catch (error) {
      this.remove(outDir, new Set([live ? readBuildRecord(live)?.serverBundle : undefined]));
      throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  /** Whether the live build was made from this site.json by the engine's code as it is now. */
  showsNow(manifestText: string): boolean {
    const live = this.current();
    const record = live ? readBuildRecord(live) : undefined;
    if (!record || record.code !== codeFingerprint()) return false;
    try {
      return jsonEqual(record.manifest, JSON.parse(manifestText));
    } catch {
      return false;
    }
  }

  /** The folder visitors get now, or undefined before the first publish. */
  current(): string | undefined {
    try {
      return resolve(this.liveDir, readlinkSync(this.currentDir));
    } catch {
      return undefined;
    }
  }

  /** Makes `buildDir` the live site in one step. */
  switchTo(buildDir: string): void {
    const link = join(this.liveDir, `current.${randomBytes(4).toString("hex")}`);
    symlinkSync(join("builds", basename(buildDir)), link, "dir");
    renameSync(link, this.currentDir);
  }

  /** Drops the builds older than the few kept (the live one is always kept). */
  prune(): void {
    const buildDir = this.current();
    const builds = readdirSync(this.buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(this.buildsDir, entry.name))
      .sort();
    const dropped = builds.slice(0, Math.max(0, builds.length - buildsKept)).filter((dir) => dir !== buildDir);
    const kept = builds.filter((dir) => !dropped.includes(dir));
    // Builds made from another share its server bundle: it goes with the last of them.
    const bundlesInUse = new Set(kept.map((dir) => readBuildRecord(dir)?.serverBundle));
    for (const dir of dropped) this.remove(dir, bundlesInUse);
  }

  /** A build and what it left beside it: its nginx file, its record, its server bundle unless another uses it. */
  private remove(buildDir: string, bundlesInUse: Set<string | undefined>): void {
    const bundle = readBuildRecord(buildDir)?.serverBundle;
    if (bundle && !bundlesInUse.has(bundle)) rmSync(bundle, { recursive: true, force: true });
    rmSync(buildRecordFile(buildDir), { force: true });
    rmSync(nginxConfigFile(buildDir), { force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
