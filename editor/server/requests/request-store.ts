import { randomInt } from "node:crypto";
import type { RequestForm } from "../../../src/forms/request-contract.ts";
import type { Clock } from "../clock.ts";
import type { CheckedRequest } from "./request-checks.ts";
import { openRequestDatabase, type RequestDatabase } from "./request-database.ts";

/** Where a request stands with the front desk. */
export const requestStates = ["new", "called", "booked", "closed"] as const;
export type RequestState = (typeof requestStates)[number];

/** A request as staff read it. */
export interface KeptRequest {
  reference: string;
  form: RequestForm;
  page: string;
  language: string;
  fields: Record<string, string>;
  receivedAt: number;
  state: RequestState;
}

/** The solved challenge was used before: a replay, refused. */
export class ProofUsedError extends Error {}

interface RequestRow {
  reference: string;
  form: RequestForm;
  page: string;
  language: string;
  fields: string;
  received_at: number;
  state: RequestState;
}

const letterOf: Record<RequestForm, string> = { appointment: "A", contact: "C" };

const keptOf = (row: RequestRow): KeptRequest => ({
  reference: row.reference,
  form: row.form,
  page: row.page,
  language: row.language,
  fields: JSON.parse(row.fields) as Record<string, string>,
  receivedAt: row.received_at,
  state: row.state,
});

/**
 * Patients' requests on the clinic's own disk (SQLite, request-database.ts). A request is kept in one
 * transaction with the line that says it arrived and the proof it came with, and the answer waits
 * for that commit: what a patient is told was received is on disk.
 */
export class RequestStore {
  private readonly db: RequestDatabase;

  constructor(
    dataDir: string,
    private readonly clock: Clock,
  ) {
    this.db = openRequestDatabase(dataDir);
  }

  /**
   * Keeps a checked request and gives its reference. The same request sent again (its key, after an
   * answer that never arrived) is kept once and gets the reference it has. A proof used before is
   * refused (ProofUsedError); `proofExpiresAt` is how long its signature must be remembered.
   */
  receive(request: CheckedRequest, proofSignature: string, proofExpiresAt: number): string {
    const at = this.clock.now();
    const db = this.db;
    return db.transaction(() => {
      const before = db.prepare("SELECT reference FROM requests WHERE request_key = ?").get(request.key) as
        { reference: string } | undefined;
      if (before) return before.reference;
      db.prepare("DELETE FROM used_proofs WHERE expires_at < ?").run(at);
      const used = db.prepare("SELECT 1 AS used FROM used_proofs WHERE signature = ?").get(proofSignature);
      if (used) throw new ProofUsedError("This challenge was solved for another request.");
      db.prepare("INSERT INTO used_proofs (signature, expires_at) VALUES (?, ?)").run(proofSignature, proofExpiresAt);
      const reference = this.newReference(letterOf[request.form]);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO requests
             (reference, request_key, form, page, language, fields, name, phone, department, day, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          reference,
          request.key,
          request.form,
          request.page,
          request.language,
          JSON.stringify(request.fields),
          request.name,
          request.phone,
          request.department,
          request.day,
          at,
        );
      db.prepare(
        "INSERT INTO request_events (request_id, reference, at, person, action) VALUES (?, ?, ?, '', 'received')",
      ).run(lastInsertRowid, reference, at);
      return reference;
    })();
  }

  /**
   * A reference a person can read out on the phone: the form's letter and four digits ("A-4821"),
   * more digits once four are mostly taken. Never one a request had before, erased or not, so an
   * audit line names one request only.
   */
  private newReference(letter: string): string {
    const taken = this.db.prepare(
      `SELECT 1 AS taken FROM requests WHERE reference = ?1
       UNION ALL SELECT 1 FROM request_events WHERE reference = ?1 LIMIT 1`,
    );
    for (let digits = 4; ; digits += 1) {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const reference = `${letter}-${randomInt(10 ** (digits - 1), 10 ** digits)}`;
        if (!taken.get(reference)) return reference;
      }
    }
  }

  /** Every request, newest first. */
  list(): KeptRequest[] {
    const rows = this.db
      .prepare(
        `SELECT reference, form, page, language, fields, received_at, state
         FROM requests ORDER BY received_at DESC, id DESC`,
      )
      .all() as RequestRow[];
    return rows.map(keptOf);
  }

  /** How many requests nobody has acted on yet. */
  newCount(): number {
    return (this.db.prepare("SELECT count(*) AS count FROM requests WHERE state = 'new'").get() as { count: number })
      .count;
  }

  close(): void {
    this.db.close();
  }
}
