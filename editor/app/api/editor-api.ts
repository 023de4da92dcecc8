import type { ManifestOnDisk, Published, SavedDraft, DraftContent, ScheduledChange } from "../../shared/contract.ts";
import type { Refusal, RefusalKind } from "../../shared/refusal.ts";
import { editorMode, editorToken } from "../editor-mode.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { Problem } from "../../shared/problem.ts";
import {
  apiEndpoints,
  partsOf,
  type ApiAnswer,
  type ApiEndpoint,
  type ApiRequest,
  type BodyEndpoint,
} from "../../shared/api-endpoints.ts";

/** The answers of a server that is down or restarting behind nginx, or still preparing (503). */
const notAnswering = new Set([502, 503, 504]);
// Seconds between the tries of a read or a draft save (each asks again safely): about half a minute in all.
const retryDelays = [1, 2, 3, 5, 8, 10];

/** How long the editor kept trying, in words. */
function durationWords(ms: number): string {
  if (ms < 45_000) return "half a minute";
  if (ms < 90_000) return "a minute";
  return `${Math.round(ms / 60_000)} minutes`;
}

/** The server is down or restarting (nginx answers for it, or nothing does); `triedFor`: ms of tries, if retried. */
function notAnsweringWords(triedFor?: number): string {
  return (
    "The editor's server is not answering (it may be restarting)." +
    (triedFor === undefined ? "" : ` The editor tried again for ${durationWords(triedFor)}.`)
  );
}

/**
 * Why a call got no answer at all: this device is offline, or the server is down (refused, or gone
 * mid-way). What is kept and what to do is said where the call was made (publishing, saving).
 */
function unreachable(triedFor?: number): string {
  if (editorMode !== "service")
    return "The editor cannot reach its server. Is `npm run edit` still running in the terminal?";
  return navigator.onLine
    ? notAnsweringWords(triedFor)
    : "This device is not connected to the internet (Wi-Fi or mobile data).";
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * How long a read may wait for its answer to begin before it is asked again: a server that took the request
 * and never answers would otherwise leave the editor waiting, with nothing on the screen, for good. The
 * slowest read of a site of 9,000 pages (its whole site.json, its History) begins in about a second.
 */
const readAnswerLimit = 15_000;

/** `fetch`, given up (as a failed request) when no answer has begun within `limit` ms. */
function fetchWithin(path: string, init: RequestInit, limit: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limit);
  return fetch(path, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

/** How a call is made: what RequestInit says but the method (the endpoint's), and the query's parts. */
export type CallInit = Omit<RequestInit, "method"> & { query?: Record<string, string> };

/** Calls an endpoint of the editor's API by its declaration, retrying reads while the server restarts. */
export async function call(endpoint: ApiEndpoint, { query, ...rest }: CallInit = {}): Promise<Response> {
  const { method, path: bare } = partsOf(endpoint);
  const search = query ? new URLSearchParams(query).toString() : "";
  const path = search ? `${bare}?${search}` : bare;
  const init: RequestInit = { ...rest, method };
  const headers = new Headers(init.headers);
  headers.set("X-Editor-Token", editorToken());
  // A publish is not sent twice by itself: the person sees what happened and decides.
  const retries = method === "POST" ? [] : retryDelays;
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      const asked =
        method === "GET" ? fetchWithin(path, { ...init, headers }, readAnswerLimit) : fetch(path, { ...init, headers });
      response = await asked.catch((error: unknown) => {
        // The browser keeps a request alive past its page only up to 64 KB: a larger one goes as a plain request.
        if (init.keepalive) return fetch(path, { ...init, keepalive: false, headers });
        throw error;
      });
    } catch {
      response = undefined;
    }
    if (response && !notAnswering.has(response.status)) return response;
    if (attempt >= retries.length) {
      const triedFor = retries.length > 0 ? Date.now() - started : undefined;
      throw new Error(response ? notAnsweringWords(triedFor) : unreachable(triedFor));
    }
    await wait(retries[attempt]);
  }
}

/** A refusal of the editor's API, with its body as the contract declares it (editor/shared/refusal.ts). */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

const isRefusal = (body: unknown): body is Refusal =>
  typeof body === "object" && body !== null && typeof (body as Refusal).error === "string";

/** What a refused call's answer says; an answer not of the editor's server (nginx's own page) in its status. */
async function refusalOf(response: Response): Promise<Refusal> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isRefusal(body) && body.message) return body;
  const message = `The editor server answered ${response.status} ${response.statusText}.`;
  return { error: response.status === 413 ? "too-large" : "bad-request", message };
}

/** The answer itself, once it is not a refusal (thrown as Refused): a file's, read as the caller needs. */
async function accepted(response: Response): Promise<Response> {
  if (!response.ok) throw new Refused(await refusalOf(response));
  return response;
}

/** An endpoint's answer that is a file (a CSV export), to save; a refusal is thrown as Refused. */
export async function askForFile(endpoint: ApiEndpoint, init?: CallInit): Promise<Blob> {
  return (await accepted(await call(endpoint, init))).blob();
}

/** The answer of `endpoint` as the contract declares it (editor/shared/api-endpoints.ts). */
async function answerOf<Endpoint extends ApiEndpoint>(
  _endpoint: Endpoint,
  response: Response,
): Promise<ApiAnswer<Endpoint>> {
  return (await (await accepted(response)).json()) as ApiAnswer<Endpoint>;
}

/** Calls an endpoint and reads its answer as the contract declares it; a refusal is thrown as Refused. */
export async function ask<Endpoint extends ApiEndpoint>(endpoint: Endpoint, init?: CallInit) {
  return answerOf(endpoint, await call(endpoint, init));
}

/** `ask` with a JSON body. */
export async function askWith<Endpoint extends BodyEndpoint>(endpoint: Endpoint, body: ApiRequest<Endpoint>) {
  return answerOf(endpoint, await postJson(endpoint, body));
}

export async function fetchManifest(): Promise<ManifestOnDisk> {
  return ask(apiEndpoints.manifest);
}

export type PublishOutcome =
  | ({ kind: "published" } & Published)
  | { kind: "invalid"; errors: Problem[]; warnings: Problem[] }
  | { kind: "changed-on-disk"; hash: string }
  /** The build could not read a picture (damaged, cut short): nothing was published. */
  | { kind: "unreadable-picture"; picture: string; message: string }
  /** Refused in words, with nothing to point at in site.json (a version this editor cannot put back). */
  | { kind: "refused"; message: string };

/** What any change sent to be published can meet: site.json changed on disk, or the checks' findings in it. */
function refusedForSiteJson(refusal: Refusal) {
  if (refusal.error === "changed-on-disk") return { kind: "changed-on-disk", hash: refusal.hash } as const;
  if (refusal.error === "invalid" && refusal.errors)
    return { kind: "invalid", errors: refusal.errors, warnings: refusal.warnings ?? [] } as const;
  return undefined;
}

/** Refusals a publish gets in words alone; "invalid" without findings: a version's site.json cannot be read. */
const publishRefusedInWords = new Set<RefusalKind>(["cannot-restore", "invalid", "scheduled-conflict", "unchanged"]);

/** What a publish, a restore or a scheduled change published now came to, read from the refusal's kind. */
async function publishOutcome(response: Response): Promise<PublishOutcome> {
  if (response.ok) return { kind: "published", ...(await answerOf(apiEndpoints.publish, response)) };
  const refusal = await refusalOf(response);
  const refused = refusedForSiteJson(refusal);
  if (refused) return refused;
  if (refusal.error === "build-failed" && refusal.picture)
    return { kind: "unreadable-picture", picture: refusal.picture, message: refusal.message };
  if (publishRefusedInWords.has(refusal.error)) return { kind: "refused", message: refusal.message };
  throw new Refused(refusal);
}

/** Calls an endpoint with its JSON body. */
function postJson<Endpoint extends BodyEndpoint>(endpoint: Endpoint, body: ApiRequest<Endpoint>): Promise<Response> {
  return call(endpoint, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

export async function publishManifest(baseHash: string, manifest: JsonObject): Promise<PublishOutcome> {
  return publishOutcome(await postJson(apiEndpoints.publish, { baseHash, manifest }));
}

export type ScheduleResult =
  | { kind: "scheduled"; scheduled: ScheduledChange }
  | { kind: "invalid"; errors: Problem[]; warnings: Problem[] }
  | { kind: "changed-on-disk"; hash: string }
  /** The moment cannot be used (passed, not a moment) or there is nothing to schedule: said in words. */
  | { kind: "refused"; message: string };

/** Refusals a schedule gets in words alone: a moment it cannot use, or nothing to schedule. */
const scheduleRefusedInWords = new Set<RefusalKind>(["bad-moment", "moment-passed", "unchanged"]);

export async function scheduleManifest(baseHash: string, manifest: JsonObject, at: string): Promise<ScheduleResult> {
  const response = await postJson(apiEndpoints.schedule, { baseHash, manifest, at });
  if (response.ok) return { kind: "scheduled", scheduled: await answerOf(apiEndpoints.schedule, response) };
  const refusal = await refusalOf(response);
  const refused = refusedForSiteJson(refusal);
  if (refused) return refused;
  if (scheduleRefusedInWords.has(refusal.error)) return { kind: "refused", message: refusal.message };
  throw new Refused(refusal);
}

/** Publishes a scheduled change at once; anything but a publish is thrown, in words. */
export async function publishScheduledNow(id: string): Promise<Published> {
  const outcome = await publishOutcome(await postJson(apiEndpoints.publishScheduled, { id }));
  switch (outcome.kind) {
    case "published":
      return outcome;
    case "invalid":
      throw new Error(`site.json would have ${outcome.errors.length} error(s); nothing was published.`);
    case "changed-on-disk":
      throw new Error("site.json changed meanwhile; nothing was published.");
    default:
      throw new Error(outcome.message);
  }
}

/** Publishes an earlier version again, as a new one. */
export async function restoreVersion(baseHash: string, commit: string): Promise<PublishOutcome> {
  return publishOutcome(await postJson(apiEndpoints.restore, { baseHash, commit }));
}

export async function uploadImage(file: File): Promise<string> {
  const response = await call(apiEndpoints.upload, {
    query: { name: file.name },
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  if (response.ok) return (await answerOf(apiEndpoints.upload, response)).path;
  const refusal = await refusalOf(response);
  switch (refusal.error) {
    case "damaged-picture":
      throw new Error(`“${file.name}”: ${refusal.message}`);
    case "not-a-picture":
      throw new Error(`“${file.name}” is not a JPEG, PNG or WebP picture, so it was not uploaded.`);
    case "too-large":
      throw new Error(`“${file.name}” is too large to upload (the limit is 10 MB).`);
  }
  throw new Refused(refusal);
}

/** A save's outcome: kept (its revision), or refused for a newer draft saved elsewhere (or none left there). */
export type DraftSaved = { kind: "saved"; revision: string | null } | { kind: "newer"; draft: SavedDraft | null };

async function draftOutcome(
  endpoint: typeof apiEndpoints.saveDraft | typeof apiEndpoints.removeDraft,
  response: Response,
): Promise<DraftSaved> {
  if (!response.ok) {
    const refusal = await refusalOf(response);
    if (refusal.error === "newer-draft") return { kind: "newer", draft: refusal.draft };
    throw new Refused(refusal);
  }
  // A save answers its new revision; a removal leaves none.
  const answered = await answerOf(endpoint, response);
  return { kind: "saved", revision: "revision" in answered ? answered.revision : null };
}

/** How a draft is sent: `keepalive` as the page is hidden, so that the request outlives a tab closing. */
interface Sending {
  keepalive?: boolean;
}

/** Keeps the unpublished changes on the server, in place of the revision `replaces` (null: none known). */
export async function saveDraft(
  draft: DraftContent,
  replaces: string | null,
  { keepalive = false }: Sending = {},
): Promise<DraftSaved> {
  const response = await call(apiEndpoints.saveDraft, {
    keepalive,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...draft, replaces } satisfies ApiRequest<typeof apiEndpoints.saveDraft>),
  });
  return draftOutcome(apiEndpoints.saveDraft, response);
}

export async function removeDraft(replaces: string | null, { keepalive = false }: Sending = {}): Promise<DraftSaved> {
  const query = replaces === null ? undefined : { replaces };
  const response = await call(apiEndpoints.removeDraft, { query, keepalive });
  return draftOutcome(apiEndpoints.removeDraft, response);
}
