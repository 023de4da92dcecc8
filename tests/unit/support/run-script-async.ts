import { spawn } from "node:child_process";
import type { SiteFolder } from "../../../scripts/manifest/read-manifest.ts";
import { nodeScriptArgs } from "../../../scripts/system/node-script.ts";
import { projectRoot } from "../../support/project-command.ts";

export interface ScriptResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * runScript (tests/support/project-command.ts) without holding the test's process up: scripts a test
 * starts together run side by side, and each resolves once it has ended.
 */
export function runScriptAsync(
  script: string,
  { site, args = [], env = {} }: { site?: SiteFolder; args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeScriptArgs(script, args), {
      cwd: projectRoot,
      env: { ...process.env, ...(site ? { SITE_DIR: site.dir } : {}), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}
