import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serverRoutesFile } from "./prerender/prerender.ts";
import { serverHeadersFile, type ServerHeaders } from "./hosting/write-host-configs.ts";
import { cacheControl, contentType, isCompressible } from "./server/headers.ts";
import { resolveRequest, type ServerRoutes } from "./server/resolve-request.ts";

/**
 * The production server for dist/: clean URLs, one shared page per pattern route, a real 404,
 * compression and caching. `npm run preview` runs exactly this.
 */
const distDir = resolve(process.argv[2] ?? "dist");
const port = Number(process.env.PORT ?? 4173);
const routes: ServerRoutes = JSON.parse(readFileSync(join(distDir, serverRoutesFile), "utf8"));
const { http: securityHeaders }: ServerHeaders = JSON.parse(readFileSync(join(distDir, serverHeadersFile), "utf8"));

const compressed = new Map<string, Buffer>();
function body(file: string, encoding: "br" | "gzip" | undefined): Buffer {
  const key = `${encoding}:${file}`;
  let cached = compressed.get(key);
  if (!cached) {
    const raw = readFileSync(file);
    cached = encoding === "br" ? brotliCompressSync(raw) : encoding === "gzip" ? gzipSync(raw) : raw;
    compressed.set(key, cached);
  }
  return cached;
}

const server = createServer((request, response) => {
  const urlPath = request.url ?? "/";
  // The newsletter box posts to '#' (the page itself): answer it like a visit.
  if (!["GET", "HEAD", "POST"].includes(request.method ?? "")) {
    response.writeHead(405, { Allow: "GET, HEAD, POST" }).end();
    return;
  }
  const { file, status } = resolveRequest(distDir, routes, urlPath);
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const encoding = !isCompressible(file) ? undefined : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  const content = body(file, encoding);
  response.writeHead(status, {
    "Content-Type": contentType(file),
    "Content-Length": content.length,
    "Cache-Control": cacheControl(urlPath, file, status),
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    ...securityHeaders,
  });
  response.end(request.method === "HEAD" ? undefined : content);
});

server.listen(port, () => console.log(`Serving ${distDir} at http://localhost:${port}/`));
