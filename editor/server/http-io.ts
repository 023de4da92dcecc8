import type { IncomingMessage, ServerResponse } from "node:http";
import type { Refusal, RefusalExtra, RefusalKind } from "../shared/refusal.ts";

/**
 * A refusal with the status and plain message the editor shows: its body is a Refusal of the editor's
 * contract (editor/shared/refusal.ts), its kind one declared there with what that kind carries (`extra`).
 */
export class HttpError<Kind extends RefusalKind = RefusalKind> extends Error {
  readonly extra: RefusalExtra<Kind>;

  constructor(
    readonly status: number,
    readonly code: Kind,
    message: string,
    ...[extra]: Partial<RefusalExtra<Kind>> extends RefusalExtra<Kind>
      ? [extra?: RefusalExtra<Kind>]
      : [extra: RefusalExtra<Kind>]
  ) {
    super(message);
    this.extra = extra ?? ({} as RefusalExtra<Kind>);
  }

  /** The body the editor's page reads. */
  body(): Refusal {
    return { error: this.code, message: this.message, ...this.extra } as Refusal;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(text);
}

/** A few words a person may read in the browser (a refusal, "Not found"), never kept by it. */
export function sendWords(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, error.body());
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * The whole body, or 413 when it is larger than `limit`. A too-large body is still read to its
 * end (and dropped), because a client that is cut off while sending never sees the answer.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      tooLarge ||= size > limit;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on("end", () => {
      if (tooLarge)
        reject(
          new HttpError(413, "too-large", `The request is larger than the ${megabytes(limit)} the editor accepts.`),
        );
      else resolve(Buffer.concat(chunks));
    });
    req.on("error", reject);
  });
}

export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) throw new HttpError(400, "bad-json", "The request has no body; the editor expected JSON.");
  try {
    return JSON.parse(body.toString("utf8"));
  } catch (error) {
    throw new HttpError(400, "bad-json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
}
