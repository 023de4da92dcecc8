import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { HttpError } from "./http-io.ts";

export const tokenHeader = "x-editor-token";

/**
 * Only the editor page itself may use the API. Any web page open in the same browser can send
 * requests to 127.0.0.1, so each request must carry the token the editor page received at load
 * time (another origin cannot read that page) and must not come from another origin.
 */
export class RequestGuard {
  private readonly origins: Set<string>;
  private readonly hosts: Set<string>;

  /** `origins`: the addresses people open the editor at, as a browser writes them ("https://edit.example.in"). */
  constructor(
    origins: string[],
    private readonly token: string,
  ) {
    this.origins = new Set(origins.map((origin) => new URL(origin).origin));
    this.hosts = new Set(origins.map((origin) => new URL(origin).host));
  }

  /** `npm run edit`: this computer only, by either of its names. */
  static local(port: number, token: string): RequestGuard {
    return new RequestGuard([`http://127.0.0.1:${port}`, `http://localhost:${port}`], token);
  }

  /** A name other than the editor's own means a page that rebound its domain to this machine. */
  isKnownHost(req: IncomingMessage): boolean {
    return this.hosts.has(req.headers.host ?? "");
  }

  /** A request from a page of another origin is refused; so is a change whose origin is not known. */
  checkOrigin(req: IncomingMessage, { writes }: { writes: boolean }): void {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.origins.has(origin)) {
      throw new HttpError(
        403,
        "forbidden",
        `Requests from ${origin} may not use the editor; open the editor at its own address.`,
      );
    }
    const sameSite = req.headers["sec-fetch-site"] === "same-origin";
    if (writes && origin === undefined && !sameSite) {
      throw new HttpError(403, "forbidden", "A change must come from the editor page (the request has no Origin).");
    }
  }

  checkApiRequest(req: IncomingMessage, { writes }: { writes: boolean }): void {
    this.checkOrigin(req, { writes });
    if (!this.hasToken(req)) {
      throw new HttpError(403, "forbidden", "The editor's token is missing or out of date; reload the editor page.");
    }
  }

  private hasToken(req: IncomingMessage): boolean {
    const given = req.headers[tokenHeader];
    if (typeof given !== "string") return false;
    const expected = Buffer.from(this.token);
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
