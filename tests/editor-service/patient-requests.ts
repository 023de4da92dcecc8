import Database from "libsql";
import { join } from "node:path";
import { requestsFileName } from "../../editor/server/requests/request-database.ts";
import { challengePath, requestsPath, type ProofChallenge } from "../../src/forms/request-contract.ts";
import { solveChallenge } from "../../src/forms/send-to-clinic.ts";

/** A contact message as the sample's /contact form sends it. */
export function contactMessage(number: number): Record<string, string> {
  return {
    name: `Patient ${number}`,
    email: `patient${number}@example.in`,
    contact: "9876543210",
    subject: "A question about timings",
    message: `Message ${number}: could you tell me when the physiotherapist sees patients on Saturdays please?`,
  };
}

let keyCount = 0;
/** A key the page would make: unique per request. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keyCount += 1)}`;

export interface SendResult {
  status: number;
  body: { reference?: string; refused?: string; message?: string; errors?: Record<string, string> };
}

/**
 * Sends one request to the service as nginx passes it on: from the loopback address, with the
 * visitor's address in X-Real-IP. `body` overrides the request's parts; the challenge is fetched and
 * solved first unless `proof` is given. Every wait has a timeout: an unanswered request fails.
 */
export async function sendRequest(
  service: string,
  address: string,
  body: Record<string, unknown>,
  { proof, raw }: { proof?: string; raw?: string } = {},
): Promise<SendResult> {
  const headers = { "X-Real-IP": address, "Content-Type": "application/json" };
  let solved = proof;
  if (solved === undefined && raw === undefined) {
    const challenge = await fetch(`${service}${challengePath}`, { headers, signal: AbortSignal.timeout(10_000) });
    solved = await solveChallenge((await challenge.json()) as ProofChallenge);
  }
  const request = { form: "contact", page: "/contact", website: "", key: newKey(), proof: solved, ...body };
  const response = await fetch(`${service}${requestsPath}`, {
    method: "POST",
    headers,
    body: raw ?? JSON.stringify(request),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as SendResult["body"] };
}

/** The references kept in the service's database, read as the service keeps them. */
export function keptReferences(dataDir: string): string[] {
  const db = new Database(join(dataDir, requestsFileName), { readonly: true });
  try {
    return (db.prepare("SELECT reference FROM requests").all() as { reference: string }[]).map((row) => row.reference);
  } finally {
    db.close();
  }
}
