import { spawn } from "node:child_process";
import { nodeScriptArgs } from "../system/node-script.ts";

export interface ServedBuild {
  name: string;
  origin: string;
  stop(): void;
}

/**
 * With BENCH_SERVER=nginx, builds are served as on the clinic's server: through nginx with the
 * generated configuration, over HTTPS and HTTP/2 (`npm run preview:nginx`, a self-signed
 * certificate, which the browser must be told to accept). Otherwise by the preview server,
 * `npm run preview`, over plain HTTP/1.1.
 */
export const benchServer = process.env.BENCH_SERVER === "nginx" ? "nginx" : "preview";

/** Serves a build and resolves once it listens. */
export async function serveBuild(name: string, distDir: string, port: number): Promise<ServedBuild> {
  const nginx = benchServer === "nginx";
  const script = nginx ? "scripts/preview-nginx.ts" : "scripts/serve.ts";
  // nginx also answers plain HTTP (redirecting to HTTPS), on a port of its own.
  const ports = nginx ? { PORT: String(port + 1000), HTTPS_PORT: String(port) } : { PORT: String(port) };
  const server = spawn(process.execPath, nodeScriptArgs(script, [distDir]), {
    env: { ...process.env, ...ports },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The server prints one line once it listens; a fixed wait was too short on a loaded machine.
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve);
    server.once("exit", (code) => reject(new Error(`The server of ${distDir} stopped (exit code ${code}).`)));
  });
  return {
    name,
    origin: `${nginx ? "https" : "http"}://localhost:${port}`,
    stop: () => server.kill(),
  };
}
