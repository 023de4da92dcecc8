import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startScript } from "../../support/project-command.ts";

/** The two header sets of server-headers.json, told apart by the document's Content-Security-Policy. */
export const documentHeaders = { "Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff" };
export const subresourceHeaders = { "X-Content-Type-Options": "nosniff" };

/** A dist folder with the files the production server needs: pages, a pattern page, the 404 page, a few assets. */
export function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "serve-dist-"));
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "404.html": "<h1>Not found</h1>",
    "about/index.html": "<h1>About</h1>",
    "doctors/_doctorId.html": "<h1>Doctor</h1>",
    "assets/app.js": "console.log(1)",
    "assets/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "sized/photo-360.0123456789.webp": "webp",
    "server-routes.json": JSON.stringify({
      notFound: "404.html",
      patterns: [{ pattern: "/doctors/:doctorId", file: "doctors/_doctorId.html" }],
    }),
    "server-headers.json": JSON.stringify({
      document: { http: documentHeaders, https: {} },
      subresource: { http: subresourceHeaders, https: {} },
    }),
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dist, file, ".."), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  return dist;
}

export interface RunningServer {
  /** The folder it serves. */
  dist: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `npm run preview`'s server (scripts/serve.ts) on a free port over `dist`. */
export async function startServer(dist: string): Promise<RunningServer> {
  const running = await startScript("scripts/serve.ts", {
    args: [dist],
    env: { PORT: "0" },
    ready: /localhost:(\d+)\//,
    timeoutMs: 30_000,
  });
  return { dist, port: Number(running.ready[1]), process: running.child, output: running.output, stop: running.stop };
}

/** `npm run preview`'s server over a fresh test dist for the tests of one file: started before them, stopped after. */
export function previewServerForTests(): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(makeDist());
  }, 30_000);
  afterAll(() => server?.stop());
  return () => {
    if (!server) throw new Error("The preview server has not started.");
    return server;
  };
}

/**
 * Sends one GET with `target` written byte for byte into the request line (an HTTP client would
 * refuse or re-encode most of what is worth trying) and resolves to the status code it got.
 */
export function rawGet(port: number, target: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => (reply += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(reply)?.[1];
      if (status) resolve(Number(status));
      else
        reject(
          new Error(
            `no HTTP answer for ${JSON.stringify(target.toString("latin1"))}: ${JSON.stringify(reply.slice(0, 80))}`,
          ),
        );
    });
    socket.write(
      Buffer.concat([
        Buffer.from("GET "),
        target,
        Buffer.from(" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
      ]),
    );
  });
}
