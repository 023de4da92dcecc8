import { readFileSync } from "node:fs";
import { writePrivateFile } from "../atomic-file.ts";

/**
 * A session as the sessions file keeps it. Only a hash of its id: the id is the cookie's secret, and
 * whoever could read the file must not be able to sign in with what they read. Times are ms since 1970.
 */
export interface StoredSession {
  idHash: string;
  name: string;
  generation: number;
  createdAt: number;
  lastSeenAt: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== "object" || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.idHash === "string" &&
    typeof session.name === "string" &&
    Number.isFinite(session.generation) &&
    Number.isFinite(session.createdAt) &&
    Number.isFinite(session.lastSeenAt)
  );
}

/**
 * The sessions in the file; none when it is missing or unreadable, which signs everyone out and
 * nothing worse. What is logged never quotes the file: a JSON error would show part of it.
 */
export function readSessionFile(path: string, log: (line: string) => void): StoredSession[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") log(`editor sessions: could not read ${path} (${code}); everyone signs in again.`);
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    log(`editor sessions: ${path} is not JSON (damaged?); everyone signs in again.`);
    return [];
  }
  const sessions = (parsed as { sessions?: unknown } | null)?.sessions;
  if (!Array.isArray(sessions)) {
    log(`editor sessions: ${path} has no "sessions" list; everyone signs in again.`);
    return [];
  }
  return sessions.filter(isStoredSession);
}

export function writeSessionFile(path: string, sessions: StoredSession[]): void {
  writePrivateFile(path, `${JSON.stringify({ sessions }, null, 2)}\n`);
}
