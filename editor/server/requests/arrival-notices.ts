import type { RequestForm } from "../../../src/forms/request-contract.ts";
import type { RequestDatabase } from "./request-database.ts";

/** An e-mail still to send, telling the clinic that a request arrived: its reference and form, nothing else. */
export interface ArrivalNotice {
  reference: string;
  form: RequestForm;
  /** How many times sending it has failed. */
  attempts: number;
}

/**
 * The e-mails still owed to the clinic, one per request received while mail is set up, kept in the
 * requests database: one is queued in the same transaction as its request, so a crash between the
 * patient's answer and the e-mail leaves it owed, not forgotten.
 */
export class ArrivalNoticeQueue {
  constructor(private readonly db: RequestDatabase) {}

  /** Owes a notice for this request, due at once. Called inside the transaction that keeps the request. */
  queue(reference: string, form: RequestForm, at: number): void {
    this.db
      .prepare("INSERT OR IGNORE INTO arrival_notices (reference, form, due_at) VALUES (?, ?, ?)")
      .run(reference, form, at);
  }

  /** The notices due by `now`, oldest first. */
  due(now: number): ArrivalNotice[] {
    return this.db
      .prepare("SELECT reference, form, attempts FROM arrival_notices WHERE due_at <= ? ORDER BY due_at, reference")
      .all(now) as ArrivalNotice[];
  }

  /** Sent, or given up on: no longer owed. */
  settle(reference: string): void {
    this.db.prepare("DELETE FROM arrival_notices WHERE reference = ?").run(reference);
  }

  /** A failed attempt: tried again at `dueAt`. */
  postpone(reference: string, attempts: number, dueAt: number): void {
    this.db
      .prepare("UPDATE arrival_notices SET attempts = ?, due_at = ? WHERE reference = ?")
      .run(attempts, dueAt, reference);
  }

  /** When the next notice falls due (ms), if any is owed. */
  nextDue(): number | undefined {
    const row = this.db.prepare("SELECT min(due_at) AS next FROM arrival_notices").get() as { next: number | null };
    return row.next ?? undefined;
  }
}
