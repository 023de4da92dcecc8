import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import Database from "libsql";
import type { CheckedRequest } from "../../editor/server/requests/request-checks.ts";
import { migrations, requestsFileName, schemaVersion } from "../../editor/server/requests/request-database.ts";
import { ProofUsedError, RequestStore } from "../../editor/server/requests/request-store.ts";
import { ManualClock } from "../support/manual-clock.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "requests-"));
  folders.push(dir);
  return dir;
}

let keys = 0;
function request(fields: Partial<CheckedRequest> = {}): CheckedRequest {
  keys += 1;
  return {
    form: "appointment",
    page: "/gu/appointments",
    language: "gu",
    fields: { name: "ભાવિકા પટેલ", phone: "9876543210", date: "2026-11-20" },
    name: "ભાવિકા પટેલ",
    phone: "9876543210",
    department: "Physiotherapy",
    day: "2026-11-20",
    key: `request-key-number-${keys}`,
    proof: "",
    website: "",
    offers: false,
    ...fields,
  };
}

describe("the requests kept on the clinic's disk", () => {
  it("keeps a request under a reference a person can read out, and finds it after the file is opened again", () => {
    const dir = dataDir();
    const clock = new ManualClock("2026-11-18T10:00:00+05:30");
    const store = new RequestStore(dir, clock);
    const reference = store.receive(request(), "proof-1", clock.now() + 60_000);
    expect(reference).toMatch(/^A-\d{4}$/);
    store.close();
    const again = new RequestStore(dir, clock);
    expect(again.list()).toEqual([
      {
        events: [{ at: clock.now(), person: "", action: "received", note: "" }],
        reference,
        form: "appointment",
        page: "/gu/appointments",
        language: "gu",
        fields: { name: "ભાવિકા પટેલ", phone: "9876543210", date: "2026-11-20" },
        receivedAt: clock.now(),
        state: "new",
        offers: false,
      },
    ]);
    expect(again.newCount()).toBe(1);
    again.close();
  });

  it("keeps the same request once when it is sent again under its key", () => {
    const clock = new ManualClock();
    const store = new RequestStore(dataDir(), clock);
    const sent = request();
    const first = store.receive(sent, "proof-1", clock.now() + 60_000);
    expect(store.receive(sent, "proof-1", clock.now() + 60_000)).toBe(first);
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it("refuses a proof used for another request until it expires, and keeps nothing of the refused one", () => {
    const clock = new ManualClock();
    const store = new RequestStore(dataDir(), clock);
    store.receive(request(), "proof-1", clock.now() + 60_000);
    expect(() => store.receive(request(), "proof-1", clock.now() + 60_000)).toThrow(ProofUsedError);
    expect(store.list()).toHaveLength(1);
    store.close();
  });

  it("gives each request its own reference, the form's letter first, newest listed first", () => {
    const clock = new ManualClock();
    const store = new RequestStore(dataDir(), clock);
    const references = new Set<string>();
    for (let index = 0; index < 300; index += 1) {
      clock.set(clock.now() + 1000);
      references.add(store.receive(request({ form: index % 2 ? "contact" : "appointment" }), `p${index}`, 0));
    }
    expect(references.size).toBe(300);
    const listed = store.list();
    expect(listed[0].receivedAt).toBeGreaterThan(listed[299].receivedAt);
    expect(listed.filter((kept) => kept.reference.startsWith("C-"))).toHaveLength(150);
    store.close();
  });

  it("is a file only the service's user may read, at the schema's last version, in WAL mode", () => {
    const dir = dataDir();
    new RequestStore(dir, new ManualClock()).close();
    const file = join(dir, requestsFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const db = new Database(file);
    expect(db.prepare("PRAGMA user_version").get()).toMatchObject({ user_version: schemaVersion });
    expect(db.prepare("PRAGMA journal_mode").get()).toMatchObject({ journal_mode: "wal" });
    db.close();
  });

  it("refuses a database newer than the code, rather than writing into it", () => {
    const dir = dataDir();
    new RequestStore(dir, new ManualClock()).close();
    const db = new Database(join(dir, requestsFileName));
    db.exec(`PRAGMA user_version = ${schemaVersion + 1}`);
    db.close();
    expect(() => new RequestStore(dir, new ManualClock())).toThrow(/newer version/);
  });

  it("brings a database of the first version to the last, keeping its requests", () => {
    const dir = dataDir();
    const first = new Database(join(dir, requestsFileName));
    first.exec(migrations[0]);
    first.exec("PRAGMA user_version = 1");
    first.exec(`INSERT INTO requests
      (reference, request_key, form, page, language, fields, name, phone, department, day, received_at)
      VALUES ('C-1234', 'an-older-request-key', 'contact', '/contact', 'en', '{"name":"Ravi"}', 'Ravi',
      '9876543210', '', '', 1)`);
    first.close();
    const store = new RequestStore(dir, new ManualClock());
    expect(store.list()).toMatchObject([{ reference: "C-1234", fields: { name: "Ravi" }, offers: false }]);
    store.close();
    const db = new Database(join(dir, requestsFileName));
    expect(db.prepare("PRAGMA user_version").get()).toMatchObject({ user_version: schemaVersion });
    db.close();
  });
});
