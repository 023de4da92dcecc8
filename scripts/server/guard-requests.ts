import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Readable } from "node:stream";

const errorPage =
  "<!doctype html>\n" +
  '<html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>\n' +
  "<body><h1>Something went wrong</h1><p>The server could not answer this request. " +
  'Please try again, or go to the <a href="/">home page</a>.</p></body></html>\n';

function answerWithError(
  request: IncomingMessage,
  response: ServerResponse,
  error: unknown,
  pageHeaders: Record<string, string>,
) {
  console.error(`${new Date().toISOString()} 500 ${request.method} ${request.url}:`, error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // Whatever the failed answer had set (a script's type, its cache rule) is not this page's.
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(500, { ...pageHeaders, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(request.method === "HEAD" ? undefined : errorPage);
}

/**
 * Wraps a request handler so that no request can stop the server: an error while answering is
 * logged and answered with a plain 500 page, sent with `pageHeaders` (the site's security headers
 * for a page), and the next request is served as usual. That includes an error of a file stream
 * piped into the answer after the handler has returned (sirv's, when a rebuild deletes the file
 * between its check and its read), which would otherwise be thrown out of the server.
 */
export function guardRequests(handler: RequestListener, pageHeaders: Record<string, string> = {}): RequestListener {
  return (request, response) => {
    response.on("pipe", (source: Readable) =>
      source.on("error", (error) => answerWithError(request, response, error, pageHeaders)),
    );
    try {
      handler(request, response);
    } catch (error) {
      answerWithError(request, response, error, pageHeaders);
    }
  };
}
