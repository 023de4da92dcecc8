import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "libsql";

export type RequestDatabase = InstanceType<typeof Database>;

/** Patients' requests, in EDITOR_DATA_DIR: never in the web root, never in git. */
export const requestsFileName = "requests.db";

/**
 * The schema, one step per version: a database is brought from the version it records
 * (`PRAGMA user_version`) to the last, each step in a transaction of its own. Steps are only ever
 * added, never changed: a clinic's file may be at any of them.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE requests (
     id INTEGER PRIMARY KEY,
     reference TEXT NOT NULL UNIQUE,
     request_key TEXT NOT NULL UNIQUE,
     form TEXT NOT NULL,
     page TEXT NOT NULL,
     language TEXT NOT NULL,
     fields TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     department TEXT NOT NULL,
     day TEXT NOT NULL,
     received_at INTEGER NOT NULL,
     state TEXT NOT NULL DEFAULT 'new',
     state_at INTEGER
   );
   CREATE INDEX requests_by_arrival ON requests (received_at);
   CREATE INDEX requests_by_phone ON requests (phone);
   CREATE TABLE request_events (
     id INTEGER PRIMARY KEY,
     request_id INTEGER REFERENCES requests (id) ON DELETE SET NULL,
     reference TEXT NOT NULL,
     at INTEGER NOT NULL,
     person TEXT NOT NULL,
     action TEXT NOT NULL,
     note TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX request_events_by_request ON request_events (request_id);
   CREATE TABLE used_proofs (
     signature TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );`,
  // The separate, optional consent to health tips and offers, asked from the forms' second version on.
  "ALTER TABLE requests ADD COLUMN offers INTEGER NOT NULL DEFAULT 0;",
  // The e-mails still to send that tell the clinic a request arrived (arrival-mail.ts): a reference, never a patient.
  `CREATE TABLE arrival_notices (
     reference TEXT PRIMARY KEY,
     form TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     due_at INTEGER NOT NULL
   );`,
  // The footer's newsletter list: each address with what it agreed to (where, in which language, when)
  // and the secret of its link to come off the list.
  `CREATE TABLE newsletter (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     language TEXT NOT NULL,
     page TEXT NOT NULL,
     joined_at INTEGER NOT NULL,
     leave_token TEXT NOT NULL UNIQUE
   );`,
];

/** The version a database is at once every migration here has run. */
export const schemaVersion = migrations.length;

/**
 * Opens (or creates) the requests database in `dataDir`: readable by the service's user alone (0600),
 * in WAL mode so that staff reading never holds up a patient writing, and with every commit on disk
 * before it returns (synchronous FULL): a request is answered "received" only once it would survive
 * the machine losing power.
 */
export function openRequestDatabase(dataDir: string): RequestDatabase {
  const file = join(dataDir, requestsFileName);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Created empty with its mode first, so that the file is never readable by others, even for an instant.
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  migrate(db);
  for (const sidecar of ["-wal", "-shm"]) if (existsSync(file + sidecar)) chmodSync(file + sidecar, 0o600);
  return db;
}

function versionOf(db: RequestDatabase): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  return row.user_version;
}

/** Runs the steps the database has not had yet; a database newer than this code is refused. */
export function migrate(db: RequestDatabase): void {
  const version = versionOf(db);
  if (version > schemaVersion) {
    throw new Error(
      `The requests database is of a newer version (${version}) than this service knows (${schemaVersion}). ` +
        "Run the service's newer code, or restore the database from before the upgrade.",
    );
  }
  for (let step = version; step < schemaVersion; step += 1) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(migrations[step]);
      db.exec(`PRAGMA user_version = ${step + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
