import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serverRoutesFile } from "./prerender/prerender.ts";
import { brotliStaticModule, ensureNginx, nginxBinary } from "./hosting/ensure-nginx.ts";
import { editorNginxConfig } from "./hosting/editor-nginx-config.ts";
import { nginxConfig } from "./hosting/nginx-config.ts";
import type { ServerHeaders } from "./hosting/security-headers.ts";
import { selfSignedCertificate } from "./hosting/self-signed-certificate.ts";
import { readServerHeaders } from "./hosting/write-host-configs.ts";
import type { ServerRoutes } from "./server/resolve-request.ts";

/**
 * Serves the built site through Debian's nginx with the generated configuration, in the
 * foreground, as the current user, with everything it writes in one temporary folder that is
 * removed when it stops. PORT (default 4173); HTTPS_PORT adds TLS (and PORT then redirects to it),
 * with TLS_CERT and TLS_KEY, or a self-signed certificate for localhost. EDITOR_PORT and
 * EDITOR_HTTPS_PORT put the editor service listening on EDITOR_PORT behind nginx over HTTPS too,
 * as on the clinic's server, and pass the site's forms to it: `npm run preview:nginx live/current` then
 * serves both.
 */
const distDir = resolve(process.argv[2] ?? process.env.OUT_DIR ?? "dist");
const httpPort = Number(process.env.PORT ?? 4173);
const httpsPort = process.env.HTTPS_PORT ? Number(process.env.HTTPS_PORT) : undefined;
const editorPort = process.env.EDITOR_PORT ? Number(process.env.EDITOR_PORT) : undefined;
const editorHttpsPort = process.env.EDITOR_HTTPS_PORT ? Number(process.env.EDITOR_HTTPS_PORT) : undefined;
if ((editorPort === undefined) !== (editorHttpsPort === undefined)) {
  console.error("EDITOR_PORT (where npm run edit:server listens) and EDITOR_HTTPS_PORT go together.");
  process.exit(1);
}

function builtHeaders(): ServerHeaders {
  try {
    return readServerHeaders(distDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const headers = builtHeaders();
ensureNginx();

const prefixStart = "site-nginx-";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A preview killed outright (SIGKILL) cannot tidy up: remove folders whose nginx is gone. */
function removeAbandonedFolders() {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(prefixStart))) {
    const folder = join(tmpdir(), name);
    const pidFile = join(folder, "nginx.pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0;
    const settled = Date.now() - statSync(folder).mtimeMs > 60_000;
    if (pid ? !isRunning(pid) : settled) rmSync(folder, { recursive: true, force: true });
  }
}

removeAbandonedFolders();
const prefix = mkdtempSync(join(tmpdir(), prefixStart));

const certificate =
  httpsPort === undefined && editorHttpsPort === undefined
    ? undefined
    : process.env.TLS_CERT && process.env.TLS_KEY
      ? { certificate: resolve(process.env.TLS_CERT), key: resolve(process.env.TLS_KEY) }
      : selfSignedCertificate(prefix);
const tls = httpsPort === undefined || !certificate ? undefined : { port: httpsPort, ...certificate };

const site = nginxConfig({
  root: distDir,
  serverName: "_",
  httpPort,
  tls,
  headers,
  routes: JSON.parse(readFileSync(join(distDir, serverRoutesFile), "utf8")) as ServerRoutes,
  // With the editor service, the site's forms reach it as on the clinic's server.
  formsUpstream: editorPort === undefined ? undefined : `127.0.0.1:${editorPort}`,
});
const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
temp.forEach((name) => mkdirSync(join(prefix, name)));
const main = [
  "daemon off;",
  "worker_processes 1;",
  // As root, nginx would hand its workers to "nobody", who may not read the site: keep the current user.
  ...(process.getuid?.() === 0 ? ["user root;"] : []),
  `pid ${join(prefix, "nginx.pid")};`,
  "error_log stderr warn;",
  `load_module ${brotliStaticModule};`,
  "events { worker_connections 256; }",
  "http {",
  "    access_log off;",
  "    sendfile on;",
  ...temp.map((name) => `    ${name}_temp_path ${join(prefix, name)};`),
  `    include ${join(prefix, "site.conf")};`,
  "}",
];
const editor =
  editorPort !== undefined && editorHttpsPort !== undefined && certificate
    ? editorNginxConfig({
        serverName: "_",
        tls: { port: editorHttpsPort, ...certificate },
        upstream: `127.0.0.1:${editorPort}`,
      })
    : "";
writeFileSync(join(prefix, "site.conf"), `${site}\n${editor}`);
writeFileSync(join(prefix, "nginx.conf"), `${main.join("\n")}\n`);

const nginx = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", "stderr"], {
  stdio: "inherit",
});
const addresses = [`http://localhost:${httpPort}/`, ...(tls ? [`https://localhost:${tls.port}/`] : [])];
// nginx writes its pid file only once it holds its ports: until then "Serving" would be a promise it may not keep
// (another server on a port makes it give up, and whoever waits for the line would talk to that server instead).
const pidFile = join(prefix, "nginx.pid");
const announce = setInterval(() => {
  if (!existsSync(pidFile)) return;
  clearInterval(announce);
  if (editor) console.log(`The editor service on port ${editorPort} is at https://localhost:${editorHttpsPort}/`);
  console.log(`Serving ${distDir} through nginx at ${addresses.join(" and ")} (Ctrl-C stops it).`);
}, 50);

const stop = () => nginx.kill("SIGTERM");
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
nginx.on("exit", (code, signal) => {
  clearInterval(announce);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(signal === "SIGTERM" || signal === "SIGINT" ? 0 : (code ?? 1));
});
