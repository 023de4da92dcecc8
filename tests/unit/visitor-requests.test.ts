import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AddressLimit } from "../../editor/server/requests/address-limit.ts";
import { ProofOfWork } from "../../editor/server/requests/proof-of-work.ts";
import type { RequestStore } from "../../editor/server/requests/request-store.ts";
import { visitorRequests } from "../../editor/server/requests/visitor-requests.ts";
import { challengePath, requestsPath, type ProofChallenge } from "../../src/forms/request-contract.ts";
import { solveChallenge } from "../../src/forms/send-to-clinic.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { sampleWithClinicRequests } from "../fixtures/sample-site.ts";
import { ManualClock } from "../support/manual-clock.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The forms' endpoint on a server of its own, with a store that fails as a full disk does. */
async function endpointWithFullDisk(): Promise<{ base: string; log: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), "visitor-requests-"));
  const manifest = sampleWithClinicRequests();
  const clock = new ManualClock();
  const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  const store = {
    receive: () => {
      throw full;
    },
  } as unknown as RequestStore;
  const log: string[] = [];
  const forms = visitorRequests({
    store,
    proofs: new ProofOfWork(dir, clock, 50),
    limit: new AddressLimit(clock),
    clock,
    liveManifest: () => manifest,
    log: (line) => log.push(line),
  });
  const server: Server = createServer((req, res) => {
    forms.handle(req, res, new URL(req.url ?? "/", "http://test").pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
}

describe("the forms' endpoint when the disk is full", () => {
  it("answers 'unavailable' in the page's language, and logs the failure without the patient's words", async () => {
    const { base, log } = await endpointWithFullDisk();
    const challenge = (await (await fetch(`${base}${challengePath}`)).json()) as ProofChallenge;
    const response = await fetch(`${base}${requestsPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        form: "contact",
        page: "/gu/contact",
        fields: {
          name: "ભાવિકા પટેલ",
          email: "bhavika@example.in",
          contact: "9876501234",
          subject: "ઘૂંટણના દુખાવા વિશે",
          message: "મને ગયા અઠવાડિયે પડી જવાથી ઘૂંટણમાં દુખાવો છે અને દાદર ચઢતાં વધુ થાય છે, શું કરવું?",
        },
        website: "",
        proof: await solveChallenge(challenge),
        key: "full-disk-request-key-1",
      }),
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { refused: string; message: string };
    expect(body.refused).toBe("unavailable");
    expect(body.message).toContain(gujaratiWords.requestUnavailable.split("{phone}")[0]);
    expect(log).toEqual(["Forms: a request could not be kept: SQLITE_FULL"]);
    expect(log.join("\n")).not.toMatch(/ભાવિકા|9876501234|bhavika/);
  });

  it("refuses a request that is not JSON, or comes from another site's page, before reading it", async () => {
    const { base } = await endpointWithFullDisk();
    const plain = await fetch(`${base}${requestsPath}`, { method: "POST", body: "name=Ravi" });
    expect(plain.status).toBe(400);
    const elsewhere = await fetch(`${base}${requestsPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://elsewhere.example" },
      body: "{}",
    });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { message: string }).message).toMatch(/site's own pages/);
  });
});
