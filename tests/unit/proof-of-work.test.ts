import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AddressLimit } from "../../editor/server/requests/address-limit.ts";
import { ProofOfWork } from "../../editor/server/requests/proof-of-work.ts";
import { solveChallenge } from "../../src/forms/send-to-clinic.ts";
import { ManualClock } from "../support/manual-clock.ts";

const dir = mkdtempSync(join(tmpdir(), "proof-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the forms' proof of work", () => {
  it("is solved by the page's own solver and holds on the server", async () => {
    const clock = new ManualClock();
    const proofs = new ProofOfWork(dir, clock, 500);
    const proof = await solveChallenge(await proofs.challenge());
    const valid = await proofs.verify(proof);
    expect(valid?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(valid?.expiresAt).toBeGreaterThan(clock.now());
  });

  it("does not hold with another number, another key, or once its time is over", async () => {
    const clock = new ManualClock();
    const proofs = new ProofOfWork(dir, clock, 500);
    const proof = await solveChallenge(await proofs.challenge());
    const payload = JSON.parse(atob(proof)) as { number: number };
    const wrong = btoa(JSON.stringify({ ...payload, number: payload.number + 1 }));
    expect(await proofs.verify(wrong)).toBeUndefined();
    expect(await proofs.verify("not base64 of JSON")).toBeUndefined();
    const otherDir = mkdtempSync(join(tmpdir(), "proof-other-"));
    expect(await new ProofOfWork(otherDir, clock, 500).verify(proof)).toBeUndefined();
    rmSync(otherDir, { recursive: true });
    clock.set(clock.now() + 31 * 60 * 1000);
    expect(await proofs.verify(proof)).toBeUndefined();
  });

  it("keeps its key across a restart, so a form opened before it still sends", async () => {
    const clock = new ManualClock();
    const proof = await solveChallenge(await new ProofOfWork(dir, clock, 500).challenge());
    expect(await new ProofOfWork(dir, clock, 500).verify(proof)).toBeDefined();
  });
});

describe("the limit per address", () => {
  it("takes six requests from one address in ten minutes, then none until the first is ten minutes old", () => {
    const clock = new ManualClock();
    const limit = new AddressLimit(clock);
    for (let index = 0; index < 6; index += 1) {
      expect(limit.admit("203.0.113.7")).toBe(true);
      clock.set(clock.now() + 60_000);
    }
    expect(limit.admit("203.0.113.7")).toBe(false);
    expect(limit.admit("203.0.113.8")).toBe(true);
    clock.set(clock.now() + 4 * 60_000 + 1);
    expect(limit.admit("203.0.113.7")).toBe(true);
    expect(limit.admit("203.0.113.7")).toBe(false);
  });
});
