import { randomBytes } from "node:crypto";
import type { NewsletterEntry } from "../../shared/requests-contract.ts";
import type { RequestDatabase } from "../requests/request-database.ts";

/** An address on the list with the secret of its link to come off it (for the export, never the editor's page). */
export interface ListedWithLink extends NewsletterEntry {
  leaveToken: string;
}

/** An address as its own link to come off the list finds it. */
export interface ListedAddress {
  email: string;
  language: string;
}

/**
 * The footer's newsletter list, in the requests database: each address once (whatever its capitals),
 * with the page and language it was given in and when (its consent), and the secret of its own link
 * to come off the list, which works without signing in.
 */
export class NewsletterList {
  constructor(private readonly db: RequestDatabase) {}

  /**
   * Puts an address on the list: the secret of its link to come off it, or undefined when it was on the
   * list already. That secret is never given to whoever types the address again: anyone could, and could
   * then take someone else off the list.
   */
  join(email: string, language: string, page: string, at: number): string | undefined {
    const token = randomBytes(18).toString("base64url");
    const { changes } = this.db
      .prepare(
        `INSERT INTO newsletter (email, language, page, joined_at, leave_token) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .run(email, language, page, at, token);
    return changes > 0 ? token : undefined;
  }

  /** The address a link to come off the list is for, if it is still on it. */
  find(token: string): ListedAddress | undefined {
    return this.db.prepare("SELECT email, language FROM newsletter WHERE leave_token = ?").get(token) as
      ListedAddress | undefined;
  }

  /** Takes off the address of this link; what it was, or undefined when it is not on the list (any more). */
  leave(token: string): ListedAddress | undefined {
    const found = this.find(token);
    if (found) this.db.prepare("DELETE FROM newsletter WHERE leave_token = ?").run(token);
    return found;
  }

  /** Takes an address off, as staff do when a person asks them: whether it was on the list. */
  remove(email: string): boolean {
    return this.db.prepare("DELETE FROM newsletter WHERE email = ?").run(email).changes > 0;
  }

  /** Every address, newest first. */
  list(): ListedWithLink[] {
    return this.db
      .prepare(
        `SELECT email, language, page, joined_at AS joinedAt, leave_token AS leaveToken FROM newsletter
         ORDER BY joined_at DESC, id DESC`,
      )
      .all() as ListedWithLink[];
  }
}
