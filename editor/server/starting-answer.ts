import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { isApiPath } from "./api-routes.ts";
import { sendJson } from "./http-io.ts";

/** How long a browser or a script is asked to wait before asking again, in seconds. */
const retryAfter = 5;

const startingWords =
  "The editor is starting: it prepares its page and, on the clinic's server, puts the website online first. " +
  `This takes a few seconds to a minute; this page tries again every ${retryAfter} seconds by itself.`;

const startingPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="${retryAfter}" />
    <title>Starting · Website editor</title>
  </head>
  <body>
    <h1>The editor is starting</h1>
    <p>${startingWords}</p>
  </body>
</html>
`;

function sendStarting(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Retry-After", String(retryAfter));
  if (isApiPath(req.url ?? "")) {
    return sendJson(res, 503, { error: "starting", message: startingWords, retryAfter });
  }
  res.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(startingPage);
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Makes a server that listens before it is ready answer at once: 503 with Retry-After (an API call) or a
 * page that reloads itself, until `ready` hands it the real handler. A request is never left unanswered.
 */
export function answerWhileStarting(server: Server): { ready: (handler: Listener) => void } {
  let handler: Listener = sendStarting;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => handler(req, res));
  return { ready: (next) => (handler = next) };
}
