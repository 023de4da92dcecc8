import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { account, clock, minute } from "./support/accounts-and-clock.ts";
import { SessionStore } from "../../../editor/server/accounts/sessions.ts";
import { SignInThrottle, accountRule, addressRule } from "../../../editor/server/accounts/sign-in-throttle.ts";
import { safeNext } from "../../../editor/server/service/sign-in-page.ts";
import { sessionCookie } from "../../../editor/server/service/session-cookie.ts";

const accountOf = (generation = 1) => account("Asha", generation);

describe("sessions", () => {
  const limits = { idle: 30 * minute, absolute: 8 * 60 * minute };
  const freshFile = () => join(mkdtempSync(join(tmpdir(), "sessions-")), "sessions.json");

  it("stay alive while used, and end after the idle time without use", () => {
    const time = clock();
    const store = new SessionStore(freshFile(), limits, time);
    const { id } = store.start(accountOf());
    const find = () => accountOf();
    time.advance(29 * minute);
    expect(store.touch(id, find)).toBeDefined();
    time.advance(29 * minute);
    expect(store.touch(id, find)).toBeDefined();
    time.advance(31 * minute);
    expect(store.touch(id, find)).toBeUndefined();
    time.advance(-31 * minute);
    expect(store.touch(id, find)).toBeUndefined();
  });

  it("end at the absolute limit however busy they are", () => {
    const time = clock();
    const store = new SessionStore(freshFile(), limits, time);
    const { id } = store.start(accountOf());
    for (let elapsed = 0; elapsed < 8 * 60; elapsed += 20) {
      expect(store.touch(id, () => accountOf())).toBeDefined();
      time.advance(20 * minute);
    }
    time.advance(1);
    expect(store.touch(id, () => accountOf())).toBeUndefined();
  });

  it("end when the password changes or the account is removed", () => {
    const store = new SessionStore(freshFile(), limits, clock());
    const first = store.start(accountOf(1));
    const second = store.start(accountOf(1));
    expect(store.touch(first.id, () => accountOf(2))).toBeUndefined();
    expect(store.touch(second.id, () => undefined)).toBeUndefined();
  });

  it("have ids nobody can guess, and end on sign-out", () => {
    const store = new SessionStore(freshFile(), limits, clock());
    const ids = new Set(Array.from({ length: 50 }, () => store.start(accountOf()).id));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{43}$/);
    const [id] = ids;
    store.end(id);
    expect(store.touch(id, () => accountOf())).toBeUndefined();
    expect(store.touch(undefined, () => accountOf())).toBeUndefined();
    expect(store.touch("made-up", () => accountOf())).toBeUndefined();
  });
});

describe("sign-in throttling", () => {
  const keys = (name = "asha", address = "10.0.0.5"): [string, typeof accountRule][] => [
    [`account:${name}`, accountRule],
    [`address:${address}`, addressRule],
  ];

  it("lets four mistakes through, then makes each try wait longer: 1 s, 2 s, 3 s…", () => {
    const time = clock();
    const throttle = new SignInThrottle(time);
    for (let failure = 1; failure <= 4; failure++) {
      throttle.fail(keys());
      expect(throttle.check(keys())).toEqual({ allowed: true });
    }
    for (const wait of [1000, 2000, 3000, 4000, 5000]) {
      throttle.fail(keys());
      expect(throttle.check(keys())).toMatchObject({ allowed: false, locked: false, until: time.now() + wait });
      time.advance(wait - 1);
      expect(throttle.check(keys()).allowed).toBe(false);
      time.advance(1);
      expect(throttle.check(keys()).allowed).toBe(true);
    }
  });

  it("locks the account for 15 minutes at the tenth failure, from any address", () => {
    const time = clock();
    const throttle = new SignInThrottle(time);
    for (let failure = 1; failure <= 10; failure++) {
      throttle.fail(keys("asha", `10.0.0.${failure}`));
      time.advance(60 * 1000);
    }
    time.advance(-60 * 1000);
    expect(throttle.check(keys("asha", "192.168.1.1"))).toMatchObject({ allowed: false, locked: true });
    expect(throttle.check(keys("ravi", "10.0.0.1"))).toEqual({ allowed: true });
    time.advance(15 * minute);
    expect(throttle.check(keys("asha", "192.168.1.1"))).toEqual({ allowed: true });
  });

  it("forgets an account's failures on a right password, but not the address's", () => {
    const time = clock();
    const throttle = new SignInThrottle(time);
    for (let failure = 1; failure <= 12; failure++) throttle.fail(keys(`name-${failure}`, "10.0.0.9"));
    throttle.clear("account:name-12");
    expect(throttle.check(keys("name-12", "10.0.0.9"))).toMatchObject({ allowed: false, locked: false });
  });

  it("forgets an account's failures up to when its lock was lifted, and counts later ones afresh", () => {
    const time = clock();
    const throttle = new SignInThrottle(time);
    for (let failure = 1; failure <= 10; failure++) throttle.fail(keys());
    const liftedAt = time.now();
    throttle.forgetUpTo("account:asha", liftedAt);
    expect(throttle.check(keys("asha", "10.0.0.6"))).toEqual({ allowed: true });
    time.advance(1);
    throttle.fail(keys("asha", "10.0.0.6"));
    throttle.forgetUpTo("account:asha", liftedAt);
    for (let failure = 2; failure <= 10; failure++) throttle.fail(keys("asha", "10.0.0.6"));
    expect(throttle.check(keys("asha", "10.0.0.6"))).toMatchObject({
      allowed: false,
      key: "account:asha",
      locked: true,
    });
    expect(throttle.check(keys("ravi"))).toMatchObject({ allowed: false, key: "address:10.0.0.5", locked: false });
  });

  it("forgets failures an hour old", () => {
    const time = clock();
    const throttle = new SignInThrottle(time);
    for (let failure = 1; failure <= 9; failure++) throttle.fail(keys());
    time.advance(61 * minute);
    throttle.fail(keys());
    expect(throttle.check(keys())).toEqual({ allowed: true });
  });
});

describe("the session cookie and the way back after sign-in", () => {
  it("is HttpOnly and SameSite=Strict always, Secure and __Host- over HTTPS", () => {
    expect(sessionCookie(true, "abc", 60)).toBe(
      "__Host-editor-session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60; Secure",
    );
    expect(sessionCookie(false, "abc", 60)).toBe("editor-session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60");
  });

  it("leads only to an editor address of this server", () => {
    expect(safeNext("/edit/about")).toBe("/edit/about");
    expect(safeNext("/edit-history")).toBe("/edit-history");
    expect(safeNext("/edit-approvals")).toBe("/edit-approvals");
    for (const next of [
      "https://evil.example/edit/",
      "//evil.example/edit/",
      "/\\evil",
      "/edit/\\x",
      "/edit-x",
      "",
      null,
    ]) {
      expect(safeNext(next)).toBe("/edit/");
    }
  });
});
