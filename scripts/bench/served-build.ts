import { spawn } from "node:child_process";
import { nodeScriptArgs } from "../system/node-script.ts";

export interface ServedBuild {
  name: string;
  origin: string;
  stop(): void;
}

/** Serves a build with the production server, as `npm run preview` does, and resolves once it listens. */
export async function serveBuild(name: string, distDir: string, port: number): Promise<ServedBuild> {
  const server = spawn(process.execPath, nodeScriptArgs("scripts/serve.ts", [distDir]), {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The server prints one line once it listens; a fixed wait was too short on a loaded machine.
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve);
    server.once("exit", (code) => reject(new Error(`The server of ${distDir} stopped (exit code ${code}).`)));
  });
  return { name, origin: `http://localhost:${port}`, stop: () => server.kill() };
}
