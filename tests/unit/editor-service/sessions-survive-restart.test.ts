import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { account, clock, minute } from "./support/accounts-and-clock.ts";
import type { StoredSession } from "../../../editor/server/accounts/session-file.ts";
import { SessionStore } from "../../../editor/server/accounts/sessions.ts";

const limits = { idle: 30 * minute, absolute: 8 * 60 * minute };

/** A sessions file in a fresh data folder, and a service that can be "restarted" on it with the same clock. */
function sessionsFile() {
  const path = join(mkdtempSync(join(tmpdir(), "sessions-")), "editor-data", "sessions.json");
  const time = clock();
  const logged: string[] = [];
  const start = () => new SessionStore(path, limits, time, (line) => logged.push(line));
  const stored = () => (JSON.parse(readFileSync(path, "utf8")) as { sessions: StoredSession[] }).sessions;
  return { path, time, logged, start, stored };
}

const sha256 = (id: string) => createHash("sha256").update(id).digest("base64url");

describe("sessions kept in the editor's data folder", () => {
  it("survive a restart: a new store on the same file finds them", () => {
    const file = sessionsFile();
    const asha = file.start().start(account("Asha"));
    const ravi = file.start().start(account("Ravi"));
    file.time.advance(5 * minute);
    const afterRestart = file.start();
    expect(afterRestart.touch(asha.id, () => account("Asha"))).toMatchObject({ id: asha.id, name: "Asha" });
    expect(afterRestart.touch(ravi.id, () => account("Ravi"))).toMatchObject({ id: ravi.id, name: "Ravi" });
  });

  it("hold a sha256 hash of each id, never an id, in a file only its owner can read", () => {
    const file = sessionsFile();
    const store = file.start();
    const ids = [store.start(account("Asha")).id, store.start(account("Ravi")).id];
    const text = readFileSync(file.path, "utf8");
    for (const id of ids) expect(text).not.toContain(id);
    expect(file.stored().map((session) => session.idHash)).toEqual(ids.map(sha256));
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
  });

  it("end after a restart when the password changed or the account was removed meanwhile", () => {
    const file = sessionsFile();
    const before = file.start();
    const changed = before.start(account("Asha", 1));
    const removed = before.start(account("Ravi", 1));
    const kept = before.start(account("Mehta", 1));
    const afterRestart = file.start();
    expect(afterRestart.touch(changed.id, () => account("Asha", 2))).toBeUndefined();
    expect(afterRestart.touch(removed.id, () => undefined)).toBeUndefined();
    expect(afterRestart.touch(kept.id, () => account("Mehta", 1))).toBeDefined();
    expect(file.stored().map((session) => session.name)).toEqual(["Mehta"]);
    expect(file.start().touch(changed.id, () => account("Asha", 1))).toBeUndefined();
  });

  it("leave the file on sign-out", () => {
    const file = sessionsFile();
    const store = file.start();
    const leaving = store.start(account("Asha"));
    const staying = store.start(account("Ravi"));
    store.end(leaving.id);
    expect(file.stored().map((session) => session.idHash)).toEqual([sha256(staying.id)]);
    expect(file.start().touch(leaving.id, () => account("Asha"))).toBeUndefined();
  });

  it("end after the idle time across a restart, and the file drops ended ones when it is written", () => {
    const file = sessionsFile();
    const idle = file.start().start(account("Asha"));
    const busy = file.start().start(account("Ravi"));
    file.time.advance(20 * minute);
    expect(file.start().touch(busy.id, () => account("Ravi"))).toBeDefined();
    file.time.advance(11 * minute);
    const afterRestart = file.start();
    expect(afterRestart.touch(idle.id, () => account("Asha"))).toBeUndefined();
    expect(afterRestart.touch(busy.id, () => account("Ravi"))).toBeDefined();
    file.time.advance(31 * minute);
    afterRestart.start(account("Mehta"));
    expect(file.stored().map((session) => session.name)).toEqual(["Mehta"]);
  });

  it("end at the absolute limit however busy they are and however often the service restarts", () => {
    const file = sessionsFile();
    const { id } = file.start().start(account());
    for (let elapsed = 0; elapsed < 8 * 60; elapsed += 20) {
      expect(file.start().touch(id, () => account())).toBeDefined();
      file.time.advance(20 * minute);
    }
    file.time.advance(1);
    expect(file.start().touch(id, () => account())).toBeUndefined();
  });

  it("write the last use at most once a minute, so that a restart ends an idle session up to a minute early", () => {
    const file = sessionsFile();
    const store = file.start();
    const { id } = store.start(account());
    const startedAt = file.time.now();
    file.time.advance(30 * 1000);
    store.touch(id, () => account());
    expect(file.stored()[0].lastSeenAt).toBe(startedAt);
    file.time.advance(30 * 1000);
    store.touch(id, () => account());
    expect(file.stored()[0].lastSeenAt).toBe(startedAt + minute);
    file.time.advance(30 * 1000);
    store.touch(id, () => account());
    expect(file.stored()[0].lastSeenAt).toBe(startedAt + minute);
    const afterRestart = file.start();
    file.time.advance(30 * minute - 30 * 1000 + 1);
    // 29.5 minutes after the last use, 30 after the last use written.
    expect(store.touch(id, () => account())).toBeDefined();
    expect(afterRestart.touch(id, () => account())).toBeUndefined();
  });

  it("are none, without a crash or a quote of the file, when the file is damaged", () => {
    for (const damaged of ['{"sessions": [{"idHash": "hash-7f3a', "null", '{"sessions": 5}', "", "[1, 2]"]) {
      const file = sessionsFile();
      const first = file.start().start(account());
      writeFileSync(file.path, damaged);
      const afterRestart = file.start();
      expect(afterRestart.touch(first.id, () => account())).toBeUndefined();
      expect(file.logged.join("\n")).not.toContain("7f3a");
      expect(file.logged).toHaveLength(1);
      const next = afterRestart.start(account());
      expect(file.start().touch(next.id, () => account())).toBeDefined();
    }
  });
});
