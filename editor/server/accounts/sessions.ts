import type { Clock } from "../clock.ts";
import { createHash, randomBytes } from "node:crypto";
import { roleOf, type Account } from "./account-store.ts";
import type { Role } from "../../shared/roles.ts";
import { readSessionFile, writeSessionFile, type StoredSession } from "./session-file.ts";

export interface Session {
  id: string;
  name: string;
  generation: number;
  createdAt: number;
  lastSeenAt: number;
  /** The account's role as the accounts file says it at this request: a change counts from the next one. */
  role: Role;
}

export interface SessionLimits {
  /** A session nobody used for this long ends (ms). */
  idle: number;
  /** Every session ends this long after sign-in, used or not (ms). */
  absolute: number;
}

export const defaultSessionLimits: SessionLimits = { idle: 2 * 60 * 60 * 1000, absolute: 12 * 60 * 60 * 1000 };

/**
 * How stale a session's last use may be in the file. Writing it on every request would write a file
 * per request; once a minute means that after a restart the idle limit counts from up to a minute
 * early: a session may end that much sooner than its limit, never later.
 */
const lastSeenWriteInterval = 60 * 1000;

interface KeptSession extends StoredSession {
  /** `lastSeenAt` as the file has it. */
  lastSeenInFile: number;
}

function hashOf(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

function storedPart({ idHash, name, generation, createdAt, lastSeenAt }: KeptSession): StoredSession {
  return { idHash, name, generation, createdAt, lastSeenAt };
}

/**
 * Signed-in people, kept in a file of the editor's data folder (hashes of their ids only), so that
 * a restart or an update of the service signs no one out. A session also ends when its account is
 * removed or its password changed (`generation`), which `touch` checks against the accounts file.
 * Only this process writes the file: it reads it once, at start.
 */
export class SessionStore {
  private readonly sessions = new Map<string, KeptSession>();

  constructor(
    readonly path: string,
    private readonly limits: SessionLimits = defaultSessionLimits,
    private readonly clock: Clock,
    private readonly log: (line: string) => void = console.warn,
  ) {
    for (const session of readSessionFile(path, log)) {
      this.sessions.set(session.idHash, { ...session, lastSeenInFile: session.lastSeenAt });
    }
  }

  start(account: Account): Session {
    const at = this.clock.now();
    const id = randomBytes(32).toString("base64url");
    const idHash = hashOf(id);
    const session = { name: account.name, generation: account.generation, createdAt: at, lastSeenAt: at };
    this.sessions.set(idHash, { idHash, ...session, lastSeenInFile: at });
    this.save(at);
    return { id, ...session, role: roleOf(account) };
  }

  /** The live session with this id, marked as used now; undefined (and forgotten) when it has ended. */
  touch(id: string | undefined, findAccount: (name: string) => Account | undefined): Session | undefined {
    if (!id) return undefined;
    const idHash = hashOf(id);
    const session = this.sessions.get(idHash);
    if (!session) return undefined;
    const at = this.clock.now();
    const account = findAccount(session.name);
    if (this.hasExpired(session, at) || !account || account.generation !== session.generation) {
      this.sessions.delete(idHash);
      this.save(at);
      return undefined;
    }
    session.lastSeenAt = at;
    if (at - session.lastSeenInFile >= lastSeenWriteInterval) this.save(at);
    const { name, generation, createdAt, lastSeenAt } = session;
    return { id, name, generation, createdAt, lastSeenAt, role: roleOf(account) };
  }

  end(id: string | undefined): void {
    if (id && this.sessions.delete(hashOf(id))) this.save(this.clock.now());
  }

  private hasExpired(session: StoredSession, at: number): boolean {
    return at - session.lastSeenAt > this.limits.idle || at - session.createdAt > this.limits.absolute;
  }

  /** Writes every live session to the file, and drops the ones that have ended. */
  private save(at: number): void {
    for (const [idHash, session] of this.sessions) if (this.hasExpired(session, at)) this.sessions.delete(idHash);
    try {
      writeSessionFile(this.path, [...this.sessions.values()].map(storedPart));
    } catch (error) {
      // Signing in and editing go on; only a restart would then sign people out.
      this.log(`editor sessions: could not write ${this.path} (${(error as Error).message}).`);
      return;
    }
    for (const session of this.sessions.values()) session.lastSeenInFile = session.lastSeenAt;
  }
}
