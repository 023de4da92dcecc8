import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";

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
 * The build's own words for what went wrong: the last paragraph it wrote to stderr (the warnings
 * about site.json come before it, each report ending with a blank line), without colour codes.
 */
function buildComplaint(errors: string): string {
  const paragraphs = stripVTControlCharacters(errors)
    .trim()
    .split(/\n\s*\n/);
  return (paragraphs.at(-1) ?? "").split("\n").slice(-12).join("\n");
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

  /** Builds `manifestText` with the site's pictures into a new folder (BuildFailed, leaving nothing, if it fails). */
  async build(manifestText: string): Promise<string> {
    const id = `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;
    const staging = join(this.liveDir, "staging", id);
    const outDir = join(this.buildsDir, id);
    mkdirSync(staging, { recursive: true });
    mkdirSync(this.buildsDir, { recursive: true });
    try {
      writeFileSync(join(staging, "site.json"), manifestText);
      symlinkSync(this.publicDir, join(staging, "public"), "dir");
      const { code, errors } = await run(["node_modules/tsx/dist/cli.mjs", "scripts/build.ts"], {
        SITE_DIR: staging,
        OUT_DIR: outDir,
      });
      if (code !== 0) throw new BuildFailed(buildComplaint(errors));
      return outDir;
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(`${outDir}.nginx.conf`, { force: true });
      throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
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

  /** Makes `buildDir` the live site in one step, then drops builds older than the few kept. */
  switchTo(buildDir: string): void {
    const link = join(this.liveDir, `current.${randomBytes(4).toString("hex")}`);
    symlinkSync(join("builds", buildDir.split(/[\\/]/).pop() ?? ""), link, "dir");
    renameSync(link, this.currentDir);
    const builds = readdirSync(this.buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const live = buildDir.split(/[\\/]/).pop();
    for (const old of builds.slice(0, Math.max(0, builds.length - buildsKept))) {
      if (old === live) continue;
      rmSync(join(this.buildsDir, old), { recursive: true, force: true });
      rmSync(join(this.buildsDir, `${old}.nginx.conf`), { force: true });
    }
  }
}
