import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from "vitest";
import { crashSteps, type CrashStep } from "../../../editor/server/live/crash-point.ts";
import { readBuildRecord } from "../../../scripts/incremental/build-record.ts";
import { nodeScriptArgs } from "../../../scripts/system/node-script.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

const projectRoot = resolve(import.meta.dirname, "../../..");
const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });
const manifestText = (manifest: unknown) => `${JSON.stringify(manifest, null, 2)}\n`;
const created: string[] = [];

interface Folders {
  site: string;
  live: string;
  data: string;
}

interface Exit {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

type Versions = { commit: string; shownNow?: boolean }[];

/**
 * Runs the service's publishing in a process of its own (support/publisher-process.ts), without holding up
 * the other cases' processes: `started` resolves with the versions it printed once started, and `finish`
 * ends its input, after one more publish of the same run if `next` names it, and resolves once it stopped.
 */
function publisherProcess(folders: Folders, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, nodeScriptArgs("tests/unit/editor-service/support/publisher-process.ts"), {
    cwd: projectRoot,
    env: { ...process.env, SITE_DIR: folders.site, LIVE_DIR: folders.live, EDITOR_DATA_DIR: folders.data, ...env },
    timeout: 180_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  // A process killed on the way cannot read its input; how it ended is in its exit.
  child.stdin.on("error", () => undefined);
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
  return {
    started: () =>
      new Promise<Versions>((resolve, reject) => {
        const printed = () => {
          const line = /^(\{"versions":.*)\n/m.exec(stdout);
          if (line) resolve((JSON.parse(line[1]) as { versions: Versions }).versions);
        };
        child.stdout.on("data", printed);
        printed();
        void exited.then(({ status, signal }) =>
          reject(new Error(`The publisher stopped (${signal ?? status}) before it started:\n${stderr}`)),
        );
      }),
    finish: (next?: { workingCopy: string; publisher: string }) => {
      if (next) child.stdin.write(`${JSON.stringify(next)}\n`);
      child.stdin.end();
      return exited;
    },
  };
}

function temporary(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), label));
  created.push(dir);
  return dir;
}

/** The About page's article retitled: what a receptionist's publish changes here. */
function workingCopy(title: string): string {
  const manifest = structuredClone(minimalManifest);
  manifest.routes[1].blocks = [{ type: "article", title, paragraphs: ["We help."] }];
  const file = join(temporary("working-"), "site.json");
  writeFileSync(file, manifestText(manifest));
  return file;
}

let start: Folders;

beforeAll(async () => {
  const site = temporary("crash-site-");
  mkdirSync(join(site, "public/images"), { recursive: true });
  const banner = sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 10, g: 90, b: 60 } } });
  writeFileSync(join(site, "public/images/banner.jpg"), await banner.jpeg().toBuffer());
  writeFileSync(join(site, "site.json"), manifestText(minimalManifest));
  git(site, "init", "-q", "-b", "main");
  git(site, "add", "-A");
  git(site, "-c", "user.name=Setup", "-c", "user.email=setup@example.invalid", "commit", "-qm", "Start");
  start = { site, live: temporary("crash-live-"), data: temporary("crash-data-") };
  // The first start builds the website: the one full build, which every case below starts from.
  const first = await publisherProcess(start).finish();
  expect(first.status, first.stderr).toBe(0);
}, 240_000);

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the started service's folders: each case crashes its own. */
function copyOfStart(): Folders {
  const copy = { site: temporary("crash-site-"), live: temporary("crash-live-"), data: temporary("crash-data-") };
  cpSync(start.site, copy.site, { recursive: true });
  cpSync(start.live, copy.live, { recursive: true, verbatimSymlinks: true });
  return copy;
}

function liveBuild(folders: Folders): string {
  return resolve(folders.live, readlinkSync(join(folders.live, "current")));
}

/** What each step leaves, as the process dies there: the kill really came at that step. */
function expectCutAt(
  expect: ExpectStatic,
  step: CrashStep,
  folders: Folders,
  startText: string,
  newText: string,
  startBuild: string,
) {
  const onDisk = readFileSync(join(folders.site, "site.json"), "utf8");
  const committed = git(folders.site, "show", "HEAD:site.json");
  const written = ["after-write", "after-commit", "after-switch"].includes(step);
  expect(onDisk).toBe(written ? newText : startText);
  expect(committed).toBe(["after-commit", "after-switch"].includes(step) ? newText : startText);
  expect(liveBuild(folders) === startBuild).toBe(step !== "after-switch");
  expect(existsSync(join(folders.data, "publish-under-way.json"))).toBe(true);
  if (step === "during-build") expect(readdirSync(join(folders.live, "staging")).length).toBeGreaterThan(0);
}

// Both groups' cases run side by side, each on a copy of its own: a case spends its time waiting on its processes.
describe.concurrent("a publish killed with SIGKILL", () => {
  it.for(crashSteps)(
    "%s: the next start leaves site.json, git, History and the website as one version, under its author's name",
    { timeout: 240_000 },
    async (step, { expect }) => {
      const folders = copyOfStart();
      const startText = readFileSync(join(folders.site, "site.json"), "utf8");
      const startBuild = liveBuild(folders);
      const asha = workingCopy("About our clinic");
      const newText = readFileSync(asha, "utf8");

      const killed = await publisherProcess(folders, { EDITOR_CRASH_AT: step, WORKING_COPY: asha }).finish();
      expect(killed.signal, killed.stderr).toBe("SIGKILL");
      expectCutAt(expect, step, folders, startText, newText, startBuild);

      const restarted = publisherProcess(folders);
      const versions = await restarted.started();
      const onDisk = readFileSync(join(folders.site, "site.json"), "utf8");
      const published = step !== "during-build" && step !== "before-write";
      expect(onDisk).toBe(published ? newText : startText);
      expect(git(folders.site, "show", "HEAD:site.json")).toBe(onDisk);
      expect(git(folders.site, "log", "--format=%an").trim().split("\n")).toEqual(
        published ? ["Asha Patel", "Setup"] : ["Setup"],
      );
      expect(git(folders.site, "status", "--porcelain")).toBe("");
      expect(readBuildRecord(liveBuild(folders))?.manifest).toEqual(JSON.parse(onDisk));
      expect(versions.filter((version) => version.shownNow).map((version) => version.commit)).toEqual([
        git(folders.site, "rev-parse", "HEAD").trim(),
      ]);
      expect(existsSync(join(folders.data, "publish-under-way.json"))).toBe(false);
      expect(existsSync(join(folders.live, "staging")) && readdirSync(join(folders.live, "staging"))).toSatisfy(
        (left: false | string[]) => left === false || left.length === 0,
      );
      const builds = readdirSync(join(folders.live, "builds"), { withFileTypes: true }).filter((entry) =>
        entry.isDirectory(),
      );
      for (const build of builds) expect(readBuildRecord(join(folders.live, "builds", build.name))).toBeDefined();

      // The next person's publish, in the run that recovered, is theirs alone.
      const mehta = await restarted.finish({
        workingCopy: workingCopy("About us, by Dr Mehta"),
        publisher: "Dr Mehta",
      });
      expect(mehta.status, mehta.stderr).toBe(0);
      expect(git(folders.site, "log", "-1", "--format=%an").trim()).toBe("Dr Mehta");
      expect(git(folders.site, "show", "HEAD~1:site.json")).toBe(onDisk);
    },
  );
});

describe.concurrent("a site.json changed on the server outside the editor", () => {
  it("is a version of its own from the next start: the next publish holds only its author's change", async ({
    expect,
  }) => {
    const folders = copyOfStart();
    const handEdited = structuredClone(minimalManifest);
    handEdited.site.name = "Test Clinic, by hand";
    writeFileSync(join(folders.site, "site.json"), manifestText(handEdited));

    const restarted = publisherProcess(folders);
    await restarted.started();
    expect(git(folders.site, "log", "--format=%an|%s").trim().split("\n")).toEqual([
      "Outside the editor|Changed outside the editor: Site settings › Name: “Test Clinic” → “Test Clinic, by hand”",
      "Setup|Start",
    ]);

    handEdited.routes[1].blocks = [{ type: "article", title: "About our clinic", paragraphs: ["We help."] }];
    const asha = join(temporary("working-"), "site.json");
    writeFileSync(asha, manifestText(handEdited));
    const published = await restarted.finish({ workingCopy: asha, publisher: "Asha Patel" });
    expect(published.status, published.stderr).toBe(0);
    expect(git(folders.site, "log", "-1", "--format=%an").trim()).toBe("Asha Patel");
    expect(git(folders.site, "diff", "HEAD~1", "HEAD", "--stat").trim()).toMatch(/site\.json \| 2 \+-/);
  }, 240_000);
});
