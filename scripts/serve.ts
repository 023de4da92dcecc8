import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { responseHeaders } from "./hosting/response-headers.ts";
import { readServerHeaders } from "./hosting/write-host-configs.ts";
import { serverRoutesFile } from "./prerender/prerender.ts";
import { guardRequests } from "./server/guard-requests.ts";
import { isServableRange } from "./server/range-request.ts";
import { resolveRequest, type ServerRoutes } from "./server/resolve-request.ts";

/**
 * The production server for dist/: clean URLs, one shared page per pattern route, a real 404,
 * the headers of every other host, the build's .br/.gz files, ETag and 304. `npm run preview`
 * runs exactly this.
 */
const distDir = resolve(process.argv[2] ?? "dist");
const port = Number(process.env.PORT ?? 4173);
const routes: ServerRoutes = JSON.parse(readFileSync(join(distDir, serverRoutesFile), "utf8"));
const policy = readServerHeaders(distDir);

// sirv streams a file, or its .br/.gz sibling when the browser takes it, and answers If-None-Match
// with 304. In dev mode it looks at the disk on every request, so it keeps no file in memory.
const sendFile = sirv(distDir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });

/** sirv answers 200; the 404 page keeps its status, and is sent whole rather than as a 304 or a range. */
function keepNotFoundStatus(request: IncomingMessage, response: ServerResponse) {
  delete request.headers["if-none-match"];
  delete request.headers.range;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse;
  response.writeHead = ((_status: number, headers?: OutgoingHttpHeaders) =>
    writeHead(404, headers)) as typeof response.writeHead;
}

const server = createServer(
  guardRequests((request, response) => {
    const urlPath = request.url ?? "/";
    // The newsletter box posts to '#' (the page itself): answer it like a visit.
    if (!["GET", "HEAD", "POST"].includes(request.method ?? "")) {
      response.writeHead(405, { ...policy.document.http, Allow: "GET, HEAD, POST" }).end();
      return;
    }
    const { file, status } = resolveRequest(distDir, routes, urlPath);
    const servedPath = `/${relative(distDir, file).split(sep).join("/")}`;
    for (const [name, value] of Object.entries(responseHeaders(policy, "http", servedPath, status)))
      response.setHeader(name, value);
    if (status === 404) keepNotFoundStatus(request, response);
    const { range } = request.headers;
    if (range !== undefined && !isServableRange(range)) delete request.headers.range;
    request.url = encodeURI(servedPath);
    sendFile(request, response, () => {
      response.writeHead(404).end();
    });
  }, policy.document.http),
);

// PORT=0 takes any free port (the tests do); the line names the real one.
server.listen(port, () =>
  console.log(`Serving ${distDir} at http://localhost:${(server.address() as AddressInfo).port}/`),
);
