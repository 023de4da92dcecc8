import { join } from "node:path";
import { createChallenge, extractParams, verifySolution } from "altcha-lib";
import type { Payload } from "altcha-lib/types";
import type { ProofChallenge } from "../../../src/forms/request-contract.ts";
import { keptSecret } from "../kept-secret.ts";
import type { Clock } from "../clock.ts";

/**
 * How hard a challenge is: the page tries numbers from 0 until one hashes right, half of this on
 * average. Measured in Chromium here with Web Crypto, 5,000 hashes take 74 ms, 378 ms with the CPU
 * slowed 4× (Lighthouse's phone) and 653 ms at 6×: well under a second for a patient's phone, and
 * that many times over for a sender of thousands.
 */
export const defaultProofDifficulty = 10_000;
/** How long a challenge may be solved and sent for: a patient may take a while to type. */
const challengeLife = 30 * 60 * 1000;

/** A proof that holds: its signature (refused if seen again) and until when it could be replayed. */
export interface ValidProof {
  signature: string;
  expiresAt: number;
}

/** The key challenges are signed with, kept in the data folder so a restart keeps open forms working. */
const proofKey = (dataDir: string): string => keptSecret(join(dataDir, "forms-proof-key"));

/**
 * Self-hosted proof of work in ALTCHA's format (altcha-lib), no third party and no cookie: the page
 * asks for a challenge, finds the number, and sends the proof with the request. Expiry is judged on
 * the service's clock, not the library's reading of the machine's.
 */
export class ProofOfWork {
  private readonly key: string;

  constructor(
    dataDir: string,
    private readonly clock: Clock,
    private readonly difficulty = defaultProofDifficulty,
  ) {
    this.key = proofKey(dataDir);
  }

  async challenge(): Promise<ProofChallenge> {
    const expires = Math.floor((this.clock.now() + challengeLife) / 1000);
    const made = await createChallenge({
      hmacKey: this.key,
      maxNumber: this.difficulty,
      params: { expires: String(expires) },
    });
    return {
      algorithm: "SHA-256",
      challenge: made.challenge,
      salt: made.salt,
      signature: made.signature,
      maxnumber: this.difficulty,
    };
  }

  /** The proof's signature and expiry when it solves a challenge of ours that has not expired; else undefined. */
  async verify(proof: string): Promise<ValidProof | undefined> {
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as Payload;
    } catch {
      return undefined;
    }
    if (typeof payload !== "object" || payload === null || typeof payload.signature !== "string") return undefined;
    const expiresAt = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt < this.clock.now()) return undefined;
    const holds = await verifySolution(payload, this.key, false).catch(() => false);
    return holds ? { signature: payload.signature, expiresAt } : undefined;
  }
}
