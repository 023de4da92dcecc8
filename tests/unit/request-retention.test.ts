import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckedRequest } from "../../editor/server/requests/request-checks.ts";
import { RequestStore } from "../../editor/server/requests/request-store.ts";
import { startRetention } from "../../editor/server/requests/retention.ts";
import { defaultKeepClosedDays } from "../../src/forms/request-contract.ts";
import { ManualClock } from "../support/manual-clock.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function storeAt(clock: ManualClock): RequestStore {
  const dir = mkdtempSync(join(tmpdir(), "retention-"));
  folders.push(dir);
  return new RequestStore(dir, clock);
}

let count = 0;
function request(phone: string): CheckedRequest {
  count += 1;
  return {
    form: "contact",
    page: "/contact",
    language: "en",
    fields: { name: `Patient ${count}`, contact: phone, message: "My knee hurts after a fall." },
    name: `Patient ${count}`,
    phone,
    department: "",
    day: "",
    key: `retention-key-${count}-abcdefgh`,
    proof: "",
    website: "",
    offers: false,
  };
}

const day = 24 * 60 * 60 * 1000;

describe("requests are kept only as long as needed", () => {
  it("erases closed requests once their kept period is over, and only those, leaving a line without details", () => {
    const clock = new ManualClock("2026-01-01T09:00:00+05:30");
    const store = storeAt(clock);
    const closedEarly = store.receive(request("9876500001"), "p1", 0);
    const closedLate = store.receive(request("9876500002"), "p2", 0);
    const stillNew = store.receive(request("9876500003"), "p3", 0);
    const booked = store.receive(request("9876500004"), "p4", 0);
    store.mark(closedEarly, "closed", "Spoke to her: her knee is fine now.", "Asha");
    store.mark(booked, "booked", "", "Asha");
    clock.set(clock.now() + 10 * day);
    store.mark(closedLate, "closed", "", "Asha");
    const stop = startRetention(
      store,
      () => ({ requests: { receiver: "clinicServer" } }),
      clock,
      () => undefined,
    );

    // Ninety days after the first was closed, to the millisecond: still kept; a moment later, erased.
    clock.set(Date.parse("2026-01-01T09:00:00+05:30") + defaultKeepClosedDays * day);
    expect(store.list().map((kept) => kept.reference)).toContain(closedEarly);
    clock.set(clock.now() + 60 * 60 * 1000);
    const left = store.list().map((kept) => kept.reference);
    expect(left).not.toContain(closedEarly);
    expect(left).toEqual(expect.arrayContaining([closedLate, stillNew, booked]));
    expect(store.erased()).toEqual([{ reference: closedEarly, at: clock.now(), person: "", why: "kept period over" }]);
    expect(JSON.stringify(store.erased())).not.toContain("knee");
    stop();
    store.close();
  });

  it("keeps closed requests as long as site.json says", () => {
    const clock = new ManualClock("2026-01-01T09:00:00+05:30");
    const store = storeAt(clock);
    const closed = store.receive(request("9876500005"), "p5", 0);
    store.mark(closed, "closed", "", "Asha");
    const stop = startRetention(
      store,
      () => ({ requests: { receiver: "clinicServer", keepClosedDays: 7 } }),
      clock,
      () => undefined,
    );
    clock.set(clock.now() + 7 * day + 60 * 60 * 1000);
    expect(store.list()).toEqual([]);
    stop();
    store.close();
  });

  it("erases every request sent with a phone number on the person's asking, with an audit line naming who", () => {
    const clock = new ManualClock();
    const store = storeAt(clock);
    const first = store.receive(request("9876511111"), "p6", 0);
    const second = store.receive(request("9876511111"), "p7", 0);
    const other = store.receive(request("9876522222"), "p8", 0);
    store.mark(first, "called", "Will come on Monday", "Asha");
    expect(store.eraseByPhone("+91 98765 11111", "Ravi").sort()).toEqual([first, second].sort());
    expect(store.list().map((kept) => kept.reference)).toEqual([other]);
    expect(store.list({ search: "98765 11111" })).toEqual([]);
    expect(store.erased().map(({ reference, person, why }) => ({ reference, person, why }))).toEqual(
      expect.arrayContaining([
        { reference: first, person: "Ravi", why: "on the person's asking" },
        { reference: second, person: "Ravi", why: "on the person's asking" },
      ]),
    );
    expect(JSON.stringify(store.erased())).not.toMatch(/Monday|98765|Patient/);
    expect(store.eraseByPhone("12345", "Ravi")).toEqual([]);
    store.close();
  });
});
