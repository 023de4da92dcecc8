import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import { nodeScriptArgs } from "../../scripts/system/node-script.ts";

/** The project the tests belong to: every command runs from here, on whatever site SITE_DIR names. */
export const projectRoot = resolve(import.meta.dirname, "../..");

export interface RunningProcess {
  child: ChildProcess;
  /** What `ready` matched in the output: a port or an address, say. */
  ready: RegExpExecArray;
  /** Everything the process printed so far, for messages when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts one of the project's scripts (as `npm run` would, without npm in between) and resolves
 * once its output matches `ready`; rejects if it exits or stays silent for `timeoutMs` first. `cwd`
 * runs it from another copy of the project (tests/support/scratch-project.ts).
 */
export function startScript(
  script: string,
  {
    args = [],
    env = {},
    ready,
    timeoutMs = 60_000,
    cwd = projectRoot,
  }: { args?: string[]; env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number; cwd?: string },
): Promise<RunningProcess> {
  const child = spawn(process.execPath, nodeScriptArgs(script, args), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return new Promise((resolvePromise, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    // Output is read to the end, even after the start, so that a full pipe never blocks the process.
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = started ? null : ready.exec(output);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolvePromise({ child, ready: match, output: () => output, stop });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}) before it started:\n${output}`));
    });
  });
}

/**
 * Runs one of the project's scripts to its end, on a site folder (SITE_DIR), with its output captured;
 * `input` is its standard input (not a terminal).
 */
export function runScript(
  script: string,
  {
    site,
    args = [],
    env = {},
    input,
    cwd = projectRoot,
  }: { site?: SiteFolder; args?: string[]; env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {},
) {
  return spawnSync(process.execPath, nodeScriptArgs(script, args), {
    cwd,
    env: { ...process.env, ...(site ? { SITE_DIR: site.dir } : {}), ...env },
    encoding: "utf8",
    input,
  });
}

/** `npm run build` of a site into `outDir`. */
export function buildSite(site: SiteFolder, outDir: string) {
  return runScript("scripts/build.ts", { site, env: { OUT_DIR: outDir } });
}
