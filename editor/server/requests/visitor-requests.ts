import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import {
  challengePath,
  requestBodyLimit,
  requestsPath,
  type RefusalKind,
  type RequestReceived,
  type RequestRefused,
} from "../../../src/forms/request-contract.ts";
import { dateNow, type Clock } from "../clock.ts";
import { HttpError, readBody, sendJson } from "../http-io.ts";
import { clientAddress } from "../service/client-address.ts";
import type { RefusedCounts } from "../../shared/requests-contract.ts";
import { fromOwnPages } from "./own-pages.ts";
import type { AddressLimit } from "./address-limit.ts";
import type { ProofOfWork } from "./proof-of-work.ts";
import { checkRequest } from "./request-checks.ts";
import { ProofUsedError, type RequestStore } from "./request-store.ts";

/** The status each refusal is answered with. */
const statusOf: Record<RefusalKind, number> = {
  fields: 422,
  proof: 422,
  "too-many": 429,
  "too-large": 413,
  "bad-request": 400,
  unavailable: 503,
};

/** The parts the forms' endpoint needs: where requests are kept, how they are checked, what the live site is. */
export interface VisitorRequestParts {
  store: RequestStore;
  proofs: ProofOfWork;
  limit: AddressLimit;
  clock: Clock;
  /** The site.json visitors are shown now: requests are judged by the form they filled in. */
  liveManifest: () => SiteManifest | undefined;
  log: (line: string) => void;
  /** Called once a request is kept and its answer sent: what follows never delays the patient. */
  onReceived?: () => void;
}

/**
 * The website's forms' endpoint on the clinic's server, reached through the site's own address:
 * `GET /forms/challenge` and `POST /forms/requests`. A request is kept (RequestStore) only once it
 * is shown to come from a person (honeypot, per-address limit, proof of work) and passes the form's
 * own rules; the answer "received" is sent after it is on disk. No patient's words reach the log.
 */
export function visitorRequests(parts: VisitorRequestParts) {
  const since = parts.clock.now();
  const refused: RefusedCounts["counts"] = {
    fields: 0,
    proof: 0,
    "too-many": 0,
    "too-large": 0,
    "bad-request": 0,
    unavailable: 0,
  };

  function refuse(res: ServerResponse, refusal: RequestRefused): void {
    refused[refusal.refused] += 1;
    sendJson(res, statusOf[refusal.refused], refusal);
  }

  async function receive(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A form sends JSON, which a page of another site cannot send here without asking first (CORS).
    if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
      return refuse(res, { refused: "bad-request", message: "A request is sent as application/json." });
    }
    if (!fromOwnPages(req)) {
      return refuse(res, { refused: "bad-request", message: "A request comes from the site's own pages." });
    }
    if (!parts.limit.admit(clientAddress(req))) {
      return refuse(res, { refused: "too-many", message: "Too many requests from this address just now." });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, requestBodyLimit)).toString("utf8"));
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) {
        return refuse(res, { refused: "too-large", message: "A request is a few fields of text, not more." });
      }
      return refuse(res, { refused: "bad-request", message: "A request is JSON." });
    }
    const manifest = parts.liveManifest();
    if (!manifest) return refuse(res, { refused: "unavailable", message: "The website is not published yet." });
    const checked = checkRequest(body, manifest, dateNow(parts.clock));
    if (!checked.ok) return refuse(res, checked.refusal);
    const { request, words } = checked;
    const notShownHuman: RequestRefused = { refused: "proof", message: words.requestNotShownHuman };
    // Only a robot fills the field people can neither see nor reach.
    if (request.website !== "") return refuse(res, notShownHuman);
    const proof = await parts.proofs.verify(request.proof);
    if (!proof) return refuse(res, notShownHuman);
    let reference: string;
    try {
      reference = parts.store.receive(request, proof.signature, proof.expiresAt);
    } catch (error) {
      if (error instanceof ProofUsedError) return refuse(res, notShownHuman);
      // The disk is full, or the database cannot be written: the patient is told so, and keeps what they typed.
      parts.log(`Forms: a request could not be kept: ${(error as { code?: string }).code ?? (error as Error).message}`);
      return refuse(res, { refused: "unavailable", message: words.requestUnavailable });
    }
    sendJson(res, 201, { reference } satisfies RequestReceived);
    parts.onReceived?.();
  }

  return {
    refused: (): RefusedCounts => ({ since, counts: { ...refused } }),
    /** Whether the request is for this endpoint; if so it is answered. */
    handle(req: IncomingMessage, res: ServerResponse, path: string): boolean {
      if (path === challengePath && req.method === "GET") {
        parts.proofs.challenge().then(
          (challenge) => sendJson(res, 200, challenge),
          (error: unknown) => {
            parts.log(`Forms: no challenge: ${String(error)}`);
            sendJson(res, 503, { refused: "unavailable", message: "No challenge just now." });
          },
        );
        return true;
      }
      if (path === requestsPath && req.method === "POST") {
        receive(req, res).catch((error: unknown) => {
          parts.log(`Forms: a request failed: ${error instanceof Error ? error.message : String(error)}`);
          refuse(res, { refused: "unavailable", message: "The clinic's server could not take this request." });
        });
        return true;
      }
      if (path === challengePath || path === requestsPath) {
        sendJson(res, 405, { refused: "bad-request", message: `${req.method} is not allowed on ${path}.` });
        return true;
      }
      return false;
    },
  };
}
