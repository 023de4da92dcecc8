import {
  challengePath,
  requestsPath,
  type PatientRequest,
  type ProofChallenge,
  type RequestForm,
  type RequestReceived,
  type RequestRefused,
} from "./request-contract.ts";

/** The site is served without the clinic's server (a static host, npm start): nothing answers /forms/. */
export class NoClinicServer extends Error {}

/** The clinic's server answered, and did not keep the request: why, in the page's language. */
export class RefusedByClinic extends Error {
  constructor(readonly refusal: RequestRefused) {
    super(refusal.message);
  }
}

/** How long the page waits for each answer: a request never answered must not leave the patient waiting. */
const answerWait = 20_000;

const isJson = (response: Response) => /^application\/json\b/.test(response.headers.get("content-type") ?? "");

/**
 * The challenge to solve before sending. A missing or non-JSON answer (a 404 page, a dev server's
 * index.html) means no clinic's server here: NoClinicServer. A server that is down (nginx's 502) or a
 * network that fails is a refusal "unavailable", said as such to the patient.
 */
async function challengeFromClinic(): Promise<ProofChallenge> {
  let response: Response;
  try {
    response = await fetch(challengePath, { cache: "no-store", signal: AbortSignal.timeout(answerWait) });
  } catch {
    throw new RefusedByClinic({ refused: "unavailable", message: "The clinic's server could not be reached." });
  }
  if (response.status === 404 || (response.ok && !isJson(response))) throw new NoClinicServer();
  if (!response.ok) throw new RefusedByClinic({ refused: "unavailable", message: `Status ${response.status}.` });
  return (await response.json()) as ProofChallenge;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * Finds the number whose SHA-256 with the salt is the challenge (ALTCHA's proof of work), and
 * writes the proof the server checks: base64 of its JSON.
 */
export async function solveChallenge(challenge: ProofChallenge): Promise<string> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const digest = await crypto.subtle.digest("SHA-256", encoder.encode(challenge.salt + number));
    if (hex(digest) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    }
  }
  throw new RefusedByClinic({ refused: "proof", message: "The challenge has no answer." });
}

/** A key the server keeps the request under: sent again on a retry, the request is kept once. */
function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

async function post(request: PatientRequest): Promise<Response> {
  return fetch(requestsPath, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
    cache: "no-store",
    signal: AbortSignal.timeout(answerWait),
  });
}

/**
 * Sends a form's fields to the clinic's own server and resolves with the reference it kept the
 * request under. Rejects with NoClinicServer where there is none, or RefusedByClinic with the reason.
 * A request whose answer is lost on the way is sent once more under the same key.
 */
export async function sendToClinic(
  form: RequestForm,
  fields: Record<string, string>,
  { website, offers }: { website: string; offers: boolean },
): Promise<string> {
  const proof = await solveChallenge(await challengeFromClinic());
  const request: PatientRequest = { form, page: location.pathname, fields, website, proof, key: requestKey(), offers };
  let response: Response | undefined;
  for (let attempt = 0; attempt < 2 && !response; attempt += 1) response = await post(request).catch(() => undefined);
  if (!response)
    throw new RefusedByClinic({ refused: "unavailable", message: "The clinic's server could not be reached." });
  const body: unknown = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  if (response.status === 201) return (body as RequestReceived).reference;
  const refusal = body as RequestRefused | undefined;
  throw new RefusedByClinic(
    refusal?.refused ? refusal : { refused: "unavailable", message: `Status ${response.status}.` },
  );
}
