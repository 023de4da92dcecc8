import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { basename, join, resolve } from "node:path";
import { nginxConfigFile } from "../../../scripts/hosting/write-host-configs.ts";
import { readBuildProblem, type BuildProblemRecord } from "../../../scripts/build-problem.ts";
import { buildRecordFile, codeFingerprint, readBuildRecord } from "../../../scripts/incremental/build-record.ts";
import { contentHash } from "../../../scripts/manifest/content-hash.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { stripVTControlCharacters } from "node:util";
import { nodeScriptArgs } from "../../../scripts/system/node-script.ts";
import { crashDuringBuild } from "./crash-point.ts";
import { holdsAt } from "../../../scripts/dates/build-moment.ts";
import { clinicMomentNow } from "../../../src/dates/clinic-now.ts";
import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import { servedByClinicServerVariable } from "../../../src/forms/request-contract.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { dateNow, systemClock, type Clock } from "../clock.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");

/** Builds kept besides the one visitors get, so that a restore or a look back is quick. */
const buildsKept = 3;

export class BuildFailed extends Error {
  constructor(
    message: string,
    /** What the build reported as data, when the problem is the site's own (a picture it cannot read). */
    readonly problem?: BuildProblemRecord,
  ) {
    super(message);
  }
}

function run(
  args: string[],
  env: Record<string, string>,
  started: (child: ChildProcess) => void,
): Promise<{ code: number; errors: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    started(child);
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
 * A build is made in `LIVE_DIR/staging/` and moved into `builds/` only once complete, so whatever
 * stops it (a failure, a killed process) leaves no half build among the kept ones. The link is
 * replaced in one rename, so a visitor gets either the old site or the new one, never half of each.
 */
export class LiveSite {
  readonly currentDir: string;
  private readonly buildsDir: string;
  private readonly stagingDir: string;
  private readonly droppedDir: string;
  /** The server entry each complete build's record names, by build folder (isComplete). */
  private readonly serverEntries = new Map<string, string>();
  private removal: Promise<void> = Promise.resolve();

  constructor(
    readonly liveDir: string,
    private readonly publicDir: string,
    /** The service's clock: a build is of the site as of its now, unless a moment is given. */
    private readonly clock: Clock = systemClock,
  ) {
    this.currentDir = join(liveDir, "current");
    this.buildsDir = join(liveDir, "builds");
    this.stagingDir = join(liveDir, "staging");
    this.droppedDir = join(liveDir, "dropped");
  }

  /**
   * Builds `manifestText` with the site's pictures into a new folder of `builds/` (BuildFailed, leaving
   * nothing, if it fails), as of now or of the moment `at`. `checked`: the text is checked with the
   * validator's rules by the service, so the build need not again; `stop` ends the build, as failed, when
   * those checks refuse it.
   */
  async build(
    manifestText: string,
    { checked = false, at, stop }: { checked?: boolean; at?: LocalMoment; stop?: AbortSignal } = {},
  ): Promise<string> {
    const id = `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;
    const staging = join(this.stagingDir, id);
    const stagedBuild = join(staging, "site");
    const outDir = join(this.buildsDir, id);
    this.clearStaging();
    mkdirSync(staging, { recursive: true });
    mkdirSync(this.buildsDir, { recursive: true });
    // A change to some pages' blocks rebuilds those pages from the live build (scripts/incremental/).
    const live = this.current();
    try {
      writeFileSync(join(staging, "site.json"), manifestText);
      symlinkSync(this.publicDir, join(staging, "public"), "dir");
      const problemFile = join(staging, "build-problem.json");
      const env = {
        SITE_DIR: staging,
        BUILD_PROBLEM_FILE: problemFile,
        OUT_DIR: stagedBuild,
        BUILD_RECORD: "1",
        [servedByClinicServerVariable]: "1",
        ...(live ? { REUSE_BUILD: live } : {}),
        ...(checked ? { MANIFEST_CHECKED: contentHash(manifestText) } : {}),
      };
      const moment = at ?? this.momentNow(manifestText);
      const args = nodeScriptArgs("scripts/build.ts", moment ? ["--at", moment] : []);
      const { code, errors } = await run(args, env, (child) => {
        crashDuringBuild(child, stagedBuild);
        const end = () => child.kill("SIGTERM");
        if (stop?.aborted) end();
        else stop?.addEventListener("abort", end, { once: true });
      });
      if (code !== 0) throw new BuildFailed(buildComplaint(errors), readBuildProblem(problemFile));
      // The record first: a folder in builds/ without one is a half build, which the next start removes.
      renameSync(buildRecordFile(stagedBuild), buildRecordFile(outDir));
      renameSync(stagedBuild, outDir);
      return outDir;
    } catch (error) {
      this.remove(stagedBuild);
      this.remove(outDir);
      throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }

  /**
   * Whether the live build was made from this site.json by the engine's code as it is now, and shows
   * what its dates make of today (no notice or holiday hours have started or ended since).
   */
  showsNow(manifestText: string): boolean {
    const live = this.current();
    if (live === undefined || !this.isBuildOf(live, manifestText)) return false;
    const record = readBuildRecord(live);
    return record !== undefined && holdsAt(record.built, clinicMomentNow(record.manifest.site, dateNow(this.clock)));
  }

  /** Now on the clinic's clock of this site.json; undefined when it is not JSON (its build says why). */
  private momentNow(manifestText: string): LocalMoment | undefined {
    try {
      const { site } = JSON.parse(manifestText) as { site?: Pick<Site, "timeZone"> };
      return clinicMomentNow(site ?? {}, dateNow(this.clock));
    } catch {
      return undefined;
    }
  }

  /** Whether `buildDir` is a complete build of this site.json by the engine's code as it is now. */
  isBuildOf(buildDir: string, manifestText: string): boolean {
    const record = existsSync(buildDir) ? readBuildRecord(buildDir) : undefined;
    if (!record || record.code !== codeFingerprint()) return false;
    try {
      return jsonEqual(record.manifest, JSON.parse(manifestText));
    } catch {
      return false;
    }
  }

  /** The site.json the live build was made from, or undefined before the first publish. */
  liveManifest(): unknown {
    const live = this.current();
    return live ? readBuildRecord(live)?.manifest : undefined;
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

  /** The complete builds of this site.json (a publish's own, once its build is done). */
  buildsOf(manifestText: string): string[] {
    return this.completeBuilds().filter((dir) => this.isBuildOf(dir, manifestText));
  }

  /** Removes a build that will not go live (a publish that did not happen); never the live one. */
  discard(buildDir: string): void {
    if (resolve(buildDir) === this.current()) return;
    this.remove(buildDir);
  }

  /**
   * Whether `dir` has its record and the engine bundles it names. A record is written once, and holds the
   * whole site.json (11 MB at 9,000 pages): each is read once, not at every publish's pruning.
   */
  private isComplete(dir: string): boolean {
    const serverEntry = this.serverEntries.get(dir);
    if (serverEntry !== undefined) return existsSync(buildRecordFile(dir)) && existsSync(serverEntry);
    const record = readBuildRecord(dir);
    if (record) this.serverEntries.set(dir, record.serverEntry);
    return record !== undefined;
  }

  /** Complete builds, oldest first (their names start with the time they were made). */
  private completeBuilds(): string[] {
    if (!existsSync(this.buildsDir)) return [];
    return readdirSync(this.buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(this.buildsDir, entry.name))
      .filter((dir) => this.isComplete(dir))
      .sort();
  }

  /**
   * Drops the complete builds older than the few kept (the live one is always kept). Each is only moved
   * aside here, at once; removing its thousands of files is `removeDropped`'s, which the next publish need
   * not wait for.
   */
  prune(): void {
    const buildDir = this.current();
    const builds = this.completeBuilds();
    const dropped = builds.slice(0, Math.max(0, builds.length - buildsKept)).filter((dir) => dir !== buildDir);
    for (const dir of dropped) {
      this.serverEntries.delete(dir);
      const aside = join(this.droppedDir, basename(dir));
      mkdirSync(aside, { recursive: true });
      // The folder first: a record left behind, should this stop between the two, is removed at the next start.
      renameSync(dir, join(aside, "site"));
      for (const file of [buildRecordFile(dir), nginxConfigFile(dir)])
        if (existsSync(file)) renameSync(file, join(aside, basename(file)));
    }
  }

  /**
   * Removes the builds `prune` moved aside, while the service goes on; a build started meanwhile is elsewhere.
   * One removal at a time: a second publish's may come while the first's is still going.
   */
  removeDropped(): Promise<void> {
    this.removal = this.removal
      .catch(() => undefined)
      .then(async () => {
        if (!existsSync(this.droppedDir)) return;
        for (const name of readdirSync(this.droppedDir))
          await rm(join(this.droppedDir, name), { recursive: true, force: true });
      });
    return this.removal;
  }

  /**
   * What a killed process left (at start, when no build runs): the staging folder, folders of builds/
   * that never became complete, records whose build is gone, and links of a switch cut short.
   */
  clearLeftovers(): string[] {
    const left: string[] = [];
    // The first start: nothing built yet, nothing left.
    if (!existsSync(this.liveDir)) return left;
    if (existsSync(this.stagingDir) && readdirSync(this.stagingDir).length > 0) left.push(this.stagingDir);
    this.clearStaging();
    // Builds dropped before the stop: nothing the stopped run was making, so not told as left.
    rmSync(this.droppedDir, { recursive: true, force: true });
    const live = this.current();
    if (existsSync(this.buildsDir)) {
      for (const entry of readdirSync(this.buildsDir, { withFileTypes: true })) {
        const path = join(this.buildsDir, entry.name);
        const halfBuild = entry.isDirectory() && path !== live && readBuildRecord(path) === undefined;
        const lostRecord = entry.name.endsWith(".build.json") && !existsSync(path.slice(0, -".build.json".length));
        if (halfBuild || lostRecord) {
          left.push(path);
          rmSync(path, { recursive: true, force: true });
        }
      }
    }
    for (const name of readdirSync(this.liveDir)) {
      if (!/^current\.[0-9a-f]{8}$/.test(name)) continue;
      left.push(join(this.liveDir, name));
      rmSync(join(this.liveDir, name), { force: true });
    }
    return left;
  }

  private clearStaging(): void {
    rmSync(this.stagingDir, { recursive: true, force: true });
  }

  /** A build and what it left beside it: its nginx file and its record (the engine bundles it names are shared). */
  private remove(buildDir: string): void {
    this.serverEntries.delete(buildDir);
    rmSync(buildRecordFile(buildDir), { force: true });
    rmSync(nginxConfigFile(buildDir), { force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
