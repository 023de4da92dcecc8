import type { Clock } from "../clock.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccountStore } from "../accounts/account-store.ts";
import { hashPassword, unknownAccountHash, verifyPassword } from "../accounts/password-hash.ts";
import { passwordProblem } from "../accounts/password-rule.ts";
import { linkGonePage, welcomePage } from "./welcome-page.ts";
import type { Session, SessionStore } from "../accounts/sessions.ts";
import { accountRule, addressRule, type SignInThrottle, type ThrottleVerdict } from "../accounts/sign-in-throttle.ts";
import { readBody } from "../http-io.ts";
import { clientAddress } from "./client-address.ts";
import { clearedSessionCookie, sessionCookie, sessionIdFrom } from "./session-cookie.ts";
import { safeNext, signInPage } from "./sign-in-page.ts";

const wrongNameOrPassword = "That name and password do not match an account. Check both and try again.";

function waitInWords(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

type Refused = Extract<ThrottleVerdict, { allowed: false }>;

/** Why a try was not checked, and what lifts it: a lock on the account, unlike one on the address, has a command. */
function refusal(verdict: Refused, now: number, accountKey: string, name: string): string {
  const wait = waitInWords(verdict.until - now);
  if (!verdict.locked) return `Too many wrong passwords. Wait ${wait}, then try again.`;
  if (verdict.key !== accountKey) {
    return `Too many wrong passwords from this network address: sign-in from it is locked. Try again in ${wait}.`;
  }
  return (
    `Too many wrong passwords for this account: sign-in is locked. Try again in ${wait}, or ask the person ` +
    `who runs the editor to lift the lock now: npm run editor-user -- unlock ${JSON.stringify(name)} ` +
    "(or passwd, which also sets a new password)."
  );
}

export function sendPage(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(html);
}

/**
 * Signing in and out of the editor service: checks a name and password against the accounts,
 * throttles failures per account and per address, and keeps the session in a cookie.
 * Logs who signed in or failed, from where; never a password.
 */
export class SignInDesk {
  constructor(
    private readonly accounts: AccountStore,
    private readonly sessions: SessionStore,
    private readonly throttle: SignInThrottle,
    private readonly secureCookies: boolean,
    private readonly sessionSeconds: number,
    private readonly log: (line: string) => void,
    private readonly clock: Clock,
  ) {}

  sessionOf(req: IncomingMessage): Session | undefined {
    return this.sessions.touch(sessionIdFrom(req, this.secureCookies), (name) => this.accounts.find(name));
  }

  async signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString("utf8"));
    const name = (form.get("name") ?? "").trim();
    const password = form.get("password") ?? "";
    const next = safeNext(form.get("next"));
    const address = clientAddress(req);
    const accountKey = `account:${name.normalize("NFC").toLocaleLowerCase("en")}`;
    const keys: Parameters<SignInThrottle["check"]>[0] = [
      [accountKey, accountRule],
      [`address:${address}`, addressRule],
    ];
    const who = JSON.stringify(name.slice(0, 60));
    const account = name ? this.accounts.find(name) : undefined;
    // `editor-user unlock` and `passwd` run in a process of their own: they leave the time in the accounts file.
    if (account?.unlockedAt) this.throttle.forgetUpTo(accountKey, Date.parse(account.unlockedAt));
    const verdict = this.throttle.check(keys);
    if (!verdict.allowed) {
      this.log(
        `editor sign-in: refused ${who} from ${address} without checking: ${verdict.locked ? "locked" : "too soon"}`,
      );
      const message = refusal(verdict, this.clock.now(), accountKey, name);
      return sendPage(res, 429, signInPage({ message, name, next }), {
        "Retry-After": String(Math.ceil((verdict.until - this.clock.now()) / 1000)),
      });
    }
    const matches = await verifyPassword(password, account?.passwordHash ?? unknownAccountHash);
    if (!account || !matches) {
      const [failures] = this.throttle.fail(keys);
      this.log(`editor sign-in: wrong name or password for ${who} from ${address} (${failures} in a row)`);
      const after = this.throttle.check(keys);
      const message = after.allowed
        ? wrongNameOrPassword
        : `${wrongNameOrPassword} ${refusal(after, this.clock.now(), accountKey, name)}`;
      return sendPage(res, 401, signInPage({ message, name, next }));
    }
    this.throttle.clear(accountKey);
    const session = this.sessions.start(account);
    this.log(`editor sign-in: ${JSON.stringify(account.name)} signed in from ${address}`);
    res.writeHead(303, {
      Location: next,
      "Set-Cookie": sessionCookie(this.secureCookies, session.id, this.sessionSeconds),
      "Cache-Control": "no-store",
    });
    res.end();
  }

  /** The page a one-time link opens: choosing a password, or why the link no longer works. */
  welcomePage(res: ServerResponse, secret: string): void {
    const account = secret ? this.accounts.findBySetup(secret) : undefined;
    if (!account) return sendPage(res, 410, linkGonePage());
    sendPage(res, 200, welcomePage({ name: account.name, secret }));
  }

  /** The password chosen with a one-time link: saved, the link used up, and the person signed in. */
  async welcome(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString("utf8"));
    const secret = form.get("key") ?? "";
    const account = secret ? this.accounts.findBySetup(secret) : undefined;
    if (!account) return sendPage(res, 410, linkGonePage());
    const problem = passwordProblem(form.get("password") ?? "", form.get("confirmation") ?? "");
    if (problem) return sendPage(res, 400, welcomePage({ name: account.name, secret, message: problem }));
    const changed = this.accounts.setPassword(account.name, await hashPassword(form.get("password") ?? ""));
    const session = this.sessions.start(changed);
    this.log(`editor sign-in: ${JSON.stringify(account.name)} chose a password with their link and signed in`);
    res.writeHead(303, {
      Location: "/edit/",
      "Set-Cookie": sessionCookie(this.secureCookies, session.id, this.sessionSeconds),
      "Cache-Control": "no-store",
    });
    res.end();
  }

  signOut(req: IncomingMessage, res: ServerResponse): void {
    const session = this.sessionOf(req);
    this.sessions.end(session?.id);
    if (session) this.log(`editor sign-in: ${JSON.stringify(session.name)} signed out`);
    sendPage(res, 200, signInPage({ message: "You are signed out.", next: "/edit/" }), {
      "Set-Cookie": clearedSessionCookie(this.secureCookies),
    });
  }
}
