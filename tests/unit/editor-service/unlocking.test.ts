import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AccountStore } from "../../../editor/server/accounts/account-store.ts";
import { defaultSessionLimits, SessionStore } from "../../../editor/server/accounts/sessions.ts";
import { accountRule, addressRule, SignInThrottle } from "../../../editor/server/accounts/sign-in-throttle.ts";
import { accountsFile, sessionsFile } from "../../../editor/server/editor-data.ts";
import { SignInDesk } from "../../../editor/server/service/sign-in-desk.ts";
import { ManualClock } from "../../support/manual-clock.ts";
import { runScript } from "../../support/project-command.ts";
import { runScriptAsync } from "../support/run-script-async.ts";
import { quickPasswordHash } from "./support/quick-password-hash.ts";

const password = "the right password";
const minute = 60 * 1000;
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/**
 * The sign-in desk as the service has it (the accounts file, the sessions file, the throttle), behind
 * a real HTTP server, with a clock the test moves: no test waits for a lock to pass. Its password hash is
 * a quick one (support/quick-password-hash.ts): this file's hundred or so tries would take 15 s otherwise.
 */
async function signInDesk(start = 1_000_000) {
  const dataDir = join(mkdtempSync(join(tmpdir(), "unlocking-")), "editor-data");
  const clock = new ManualClock(start);
  const accounts = new AccountStore(accountsFile(dataDir), clock);
  accounts.add("Asha Patel", quickPasswordHash(password));
  const throttle = new SignInThrottle(clock);
  const sessions = new SessionStore(sessionsFile(dataDir), defaultSessionLimits, clock);
  const desk = new SignInDesk(accounts, sessions, throttle, false, 60, () => {}, clock);
  const server = createServer((req, res) => {
    desk.signIn(req, res).catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () => server.close(),
    () => server.closeAllConnections(),
  );
  const { port } = server.address() as AddressInfo;

  /** One try from `address` (as nginx on this machine would name it); the page's text read back from HTML. */
  async function signIn(name: string, typed: string, address = "10.0.0.5") {
    const response = await fetch(`http://127.0.0.1:${port}/sign-in`, {
      method: "POST",
      headers: { "X-Real-IP": address },
      body: new URLSearchParams({ name, password: typed, next: "/edit/" }),
      redirect: "manual",
    });
    const text = (await response.text()).replaceAll("&quot;", '"');
    return { status: response.status, text, retryAfter: Number(response.headers.get("retry-after")) };
  }

  /** Ten wrong passwords, each as soon as the throttle takes it: the account is locked. */
  async function lockOut(name: string, address = "10.0.0.5") {
    for (let failures = 0, tries = 0; failures < accountRule.lockAfter; tries++) {
      expect(tries).toBeLessThan(30);
      const reply = await signIn(name, "a wrong password", address);
      if (reply.status === 429) clock.advance(reply.retryAfter * 1000);
      else if (reply.status === 401) failures++;
      else throw new Error(`A wrong password got ${reply.status}`);
    }
    const locked = await signIn(name, password, address);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("sign-in is locked");
  }

  return {
    dataDir,
    accounts,
    throttle,
    signIn,
    lockOut,
    advance: (ms: number) => clock.advance(ms),
  };
}

describe("a lock on an account passes with time, to the second", () => {
  it("refuses the right password a second before the 15 minutes are up, and takes it at the 15th minute", async () => {
    const desk = await signInDesk();
    await desk.lockOut("Asha Patel");
    desk.advance(15 * minute - 1000);
    const lastSecond = await desk.signIn("Asha Patel", password);
    expect(lastSecond.status).toBe(429);
    expect(lastSecond.retryAfter).toBe(1);
    desk.advance(1000);
    expect((await desk.signIn("Asha Patel", password)).status).toBe(303);
  });
});

describe("lifting the lock of an account after ten wrong passwords", () => {
  it("says exactly what lifts it", async () => {
    const desk = await signInDesk();
    await desk.lockOut("asha patel");
    const reply = await desk.signIn("asha patel", password, "10.0.0.8");
    expect(reply.text).toContain(
      "Too many wrong passwords for this account: sign-in is locked. Try again in 15 minutes, or ask the person " +
        'who runs the editor to lift the lock now: npm run editor-user -- unlock "asha patel" ' +
        "(or passwd, which also sets a new password).",
    );
  });

  it("`unlock` lifts it: the right password signs in at once, and wrong ones count from nought again", async () => {
    const desk = await signInDesk();
    await desk.lockOut("Asha Patel");
    desk.advance(minute);
    expect((await desk.signIn("Asha Patel", password)).text).toContain("sign-in is locked");
    desk.accounts.unlock("asha patel");
    desk.advance(minute);
    const wrong = await desk.signIn("Asha Patel", "one more wrong password");
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain("locked");
    desk.advance(minute);
    expect((await desk.signIn("Asha Patel", password)).status).toBe(303);
  });

  it("a lock that comes back after an unlock is a lock again", async () => {
    const desk = await signInDesk();
    await desk.lockOut("Asha Patel");
    desk.accounts.unlock("Asha Patel");
    desk.advance(1000);
    await desk.lockOut("Asha Patel");
  });

  it("`passwd` lifts it too: the new password signs in at once", async () => {
    const desk = await signInDesk();
    await desk.lockOut("Asha Patel");
    desk.accounts.setPassword("Asha Patel", quickPasswordHash("a brand new password"));
    desk.advance(minute);
    expect((await desk.signIn("Asha Patel", password)).status).toBe(401);
    desk.advance(minute);
    expect((await desk.signIn("Asha Patel", "a brand new password")).status).toBe(303);
  });

  it("leaves the lock of an address alone, and says that one only passes with time", async () => {
    const desk = await signInDesk();
    // As 50 tries with made-up names from one address would.
    for (let failure = 1; failure <= addressRule.lockAfter; failure++) {
      desk.throttle.fail([
        [`account:made-up-${failure}`, accountRule],
        ["address:10.0.0.9", addressRule],
      ]);
    }
    await desk.lockOut("Asha Patel", "10.0.0.5");
    desk.accounts.unlock("Asha Patel");
    const fromLockedAddress = await desk.signIn("Asha Patel", password, "10.0.0.9");
    expect(fromLockedAddress.status).toBe(429);
    expect(fromLockedAddress.text).toContain(
      "Too many wrong passwords from this network address: sign-in from it is locked. Try again in 15 minutes.",
    );
    expect(fromLockedAddress.text).not.toContain("unlock");
    expect((await desk.signIn("Asha Patel", password, "10.0.0.7")).status).toBe(303);
  });
});

describe("npm run editor-user -- unlock NAME", () => {
  it("lifts the lock in the running editor from a process of its own, and says so", async () => {
    // The command writes the real time; the desk's clock starts a minute before it, so the ten
    // failures (about 15 s of waits between them) all come before the unlock.
    const desk = await signInDesk(Date.now() - minute);
    await desk.lockOut("Asha Patel");
    const unlocked = runScript("scripts/editor-user.ts", {
      args: ["unlock", "asha patel"],
      env: { EDITOR_DATA_DIR: desk.dataDir },
    });
    expect(unlocked.stderr).toBe("");
    expect(unlocked.stdout).toContain('Sign-in to "asha patel" is unlocked');
    expect(unlocked.status).toBe(0);
    desk.advance(minute);
    expect((await desk.signIn("Asha Patel", password)).status).toBe(303);
  });

  it("refuses a name with no account, and is in the usage text", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "unlocking-"));
    const [missing, usage] = await Promise.all([
      runScriptAsync("scripts/editor-user.ts", { args: ["unlock", "Nobody"], env: { EDITOR_DATA_DIR: dataDir } }),
      runScriptAsync("scripts/editor-user.ts", { args: ["help"], env: { EDITOR_DATA_DIR: dataDir } }),
    ]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('There is no account named "Nobody".');
    expect(usage.stderr).toContain("npm run editor-user -- unlock NAME");
  });
});
