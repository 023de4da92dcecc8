import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export interface EditorProcess {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed, for messages when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run edit` (its script, run by node as npm would) in a project folder, on a free
 * port unless one is given, and resolves once it prints its address.
 */
export function startEditorProcess(root: string, { port = 0, timeoutMs = 120_000 } = {}): Promise<EditorProcess> {
  const child = spawn(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/edit.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The editor did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let started = false;
    // Output is read to the end, even after the start, so that a full pipe never blocks the server.
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /Editor running at http:\/\/localhost:(\d+)\//.exec(output);
      if (started || !printed) return;
      started = true;
      clearTimeout(timer);
      const actualPort = Number(printed[1]);
      resolve({ origin: `http://127.0.0.1:${actualPort}`, port: actualPort, child, output: () => output, stop });
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`The editor exited (code ${code}) before it started:\n${output}`));
    });
  });
}
