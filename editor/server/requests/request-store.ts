import { randomInt } from "node:crypto";
import type { RequestForm } from "../../../src/forms/request-contract.ts";
import type { Clock } from "../clock.ts";
import type { CheckedRequest } from "./request-checks.ts";
import type { ErasureLine, KeptRequest, RequestEvent, RequestState } from "../../shared/requests-contract.ts";
import { openRequestDatabase, type RequestDatabase } from "./request-database.ts";
import { ArrivalNoticeQueue } from "./arrival-notices.ts";
import { NewsletterList } from "../newsletter/newsletter-list.ts";

/** Which requests to list: the filter's days already as instants on the clinic's clock. */
export interface StoreFilter {
  state?: RequestState;
  form?: RequestForm;
  department?: string;
  /** Received at or after, before (ms). */
  since?: number;
  before?: number;
  search?: string;
  reference?: string;
}

/** The solved challenge was used before: a replay, refused. */
export class ProofUsedError extends Error {}

interface RequestRow {
  id: number;
  reference: string;
  form: RequestForm;
  page: string;
  language: string;
  fields: string;
  received_at: number;
  state: RequestState;
  offers: number;
}

const letterOf: Record<RequestForm, string> = { appointment: "A", contact: "C" };

const keptOf = (row: RequestRow, events: RequestEvent[]): KeptRequest => ({
  reference: row.reference,
  form: row.form,
  page: row.page,
  language: row.language,
  fields: JSON.parse(row.fields) as Record<string, string>,
  receivedAt: row.received_at,
  state: row.state,
  offers: row.offers === 1,
  events,
});

/** The request refused: none has that reference (any more). */
export class UnknownRequestError extends Error {}

/**
 * Patients' requests on the clinic's own disk (SQLite, request-database.ts). A request is kept in one
 * transaction with the line that says it arrived and the proof it came with, and the answer waits
 * for that commit: what a patient is told was received is on disk.
 */
export class RequestStore {
  private readonly db: RequestDatabase;
  /** The e-mails owed to the clinic for requests that arrived: queued with each request only while mail is set up. */
  readonly arrivalNotices: ArrivalNoticeQueue;
  /** The footer's newsletter list, in the same file. */
  readonly newsletter: NewsletterList;

  constructor(
    dataDir: string,
    private readonly clock: Clock,
    private readonly options: { queueArrivalNotices?: boolean } = {},
  ) {
    this.db = openRequestDatabase(dataDir);
    this.arrivalNotices = new ArrivalNoticeQueue(this.db);
    this.newsletter = new NewsletterList(this.db);
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
             (reference, request_key, form, page, language, fields, name, phone, department, day, received_at, offers)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          request.offers ? 1 : 0,
        );
      db.prepare(
        "INSERT INTO request_events (request_id, reference, at, person, action) VALUES (?, ?, ?, '', 'received')",
      ).run(lastInsertRowid, reference, at);
      if (this.options.queueArrivalNotices) this.arrivalNotices.queue(reference, request.form, at);
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

  /** The requests the filter lets through, newest first, each with what happened to it. */
  list(filter: StoreFilter = {}): KeptRequest[] {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const add = (clause: string, value: string | number | undefined) => {
      if (value === undefined || value === "") return;
      where.push(clause);
      values.push(value);
    };
    add("reference = ?", filter.reference);
    add("state = ?", filter.state);
    add("form = ?", filter.form);
    add("department = ?", filter.department);
    add("received_at >= ?", filter.since);
    add("received_at < ?", filter.before);
    if (filter.search?.trim()) {
      const digits = filter.search.replace(/\D/g, "");
      const byName = "name LIKE ? ESCAPE '\\' OR reference = ?";
      where.push(digits.length >= 3 ? `(${byName} OR phone LIKE ?)` : `(${byName})`);
      values.push(`%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`, filter.search.trim().toUpperCase());
      if (digits.length >= 3) values.push(`%${digits}%`);
    }
    const rows = this.db
      .prepare(
        `SELECT id, reference, form, page, language, fields, received_at, state, offers FROM requests
         ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY received_at DESC, id DESC`,
      )
      .all(...values) as RequestRow[];
    const events = this.db.prepare(
      "SELECT at, person, action, note FROM request_events WHERE request_id = ? ORDER BY at, id",
    );
    return rows.map((row) => keptOf(row, events.all(row.id) as RequestEvent[]));
  }

  /**
   * Marks a request Called, Booked or Closed (or New again) with the person's note, and keeps who did
   * it and when beside it. Returns the request as it is now.
   */
  mark(reference: string, state: RequestState, note: string, person: string): KeptRequest {
    const at = this.clock.now();
    const db = this.db;
    db.transaction(() => {
      const row = db.prepare("SELECT id FROM requests WHERE reference = ?").get(reference) as
        { id: number } | undefined;
      if (!row) throw new UnknownRequestError(`There is no request ${reference}: it may have been erased.`);
      db.prepare("UPDATE requests SET state = ?, state_at = ? WHERE id = ?").run(state, at, row.id);
      db.prepare(
        "INSERT INTO request_events (request_id, reference, at, person, action, note) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(row.id, reference, at, person, state, note);
    })();
    return this.list({ reference })[0];
  }

  /**
   * Erases closed requests whose last mark is older than `cutoff` (ms), with everything said about
   * them; each leaves one audit line (its reference, when, why) and nothing of the patient. Returns
   * how many went.
   */
  eraseClosedBefore(cutoff: number): number {
    const rows = this.db
      .prepare("SELECT id, reference FROM requests WHERE state = 'closed' AND state_at < ?")
      .all(cutoff) as { id: number; reference: string }[];
    this.erase(rows, "", "kept period over");
    return rows.length;
  }

  /**
   * Erases every request sent with this phone number, on the person's asking (DPDP Act s.12), leaving
   * for each an audit line with who erased it and when, and nothing of the patient. Returns the
   * references erased.
   */
  eraseByPhone(phone: string, person: string): string[] {
    const digits = phone.replace(/\D/g, "").slice(-10);
    if (digits.length !== 10) return [];
    const rows = this.db.prepare("SELECT id, reference FROM requests WHERE phone = ?").all(digits) as {
      id: number;
      reference: string;
    }[];
    this.erase(rows, person, "on the person's asking");
    return rows.map((row) => row.reference);
  }

  private erase(rows: readonly { id: number; reference: string }[], person: string, why: string): void {
    const at = this.clock.now();
    const db = this.db;
    db.transaction(() => {
      for (const { id, reference } of rows) {
        db.prepare("DELETE FROM request_events WHERE request_id = ?").run(id);
        db.prepare("DELETE FROM requests WHERE id = ?").run(id);
        db.prepare(
          `INSERT INTO request_events (request_id, reference, at, person, action, note)
           VALUES (NULL, ?, ?, ?, 'erased', ?)`,
        ).run(reference, at, person, why);
      }
    })();
  }

  /** The audit lines of erased requests, newest first: reference, when, who, why. */
  erased(): ErasureLine[] {
    return this.db
      .prepare(
        `SELECT reference, at, person, note AS why FROM request_events
         WHERE action = 'erased' ORDER BY at DESC, id DESC`,
      )
      .all() as ErasureLine[];
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
