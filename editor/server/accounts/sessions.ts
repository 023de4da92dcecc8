import { randomBytes } from "node:crypto";
import type { Account } from "./account-store.ts";

export interface Session {
  id: string;
  name: string;
  generation: number;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionLimits {
  /** A session nobody used for this long ends (ms). */
  idle: number;
  /** Every session ends this long after sign-in, used or not (ms). */
  absolute: number;
}

export const defaultSessionLimits: SessionLimits = { idle: 2 * 60 * 60 * 1000, absolute: 12 * 60 * 60 * 1000 };

/**
 * Signed-in people, in memory: a restart signs everyone out, and the editor keeps unpublished work
 * in the browser, so nothing is lost by it. A session also ends when its account is removed or
 * its password changed (`generation`), which `touch` checks against the accounts file.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly limits: SessionLimits = defaultSessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  start(account: Account): Session {
    const at = this.now();
    for (const [id, session] of this.sessions) if (this.hasExpired(session, at)) this.sessions.delete(id);
    const session = {
      id: randomBytes(32).toString("base64url"),
      name: account.name,
      generation: account.generation,
      createdAt: at,
      lastSeenAt: at,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id, marked as used now; undefined (and forgotten) when it has ended. */
  touch(id: string | undefined, findAccount: (name: string) => Account | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const at = this.now();
    const account = findAccount(session.name);
    if (this.hasExpired(session, at) || account?.generation !== session.generation) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastSeenAt = at;
    return session;
  }

  private hasExpired(session: Session, at: number): boolean {
    return at - session.lastSeenAt > this.limits.idle || at - session.createdAt > this.limits.absolute;
  }

  end(id: string | undefined): void {
    if (id) this.sessions.delete(id);
  }
}
