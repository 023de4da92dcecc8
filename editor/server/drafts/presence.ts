import { systemClock, type Clock } from "../clock.ts";

/** Someone with the editor open, and the page they have in it ("/about"; "" for the site's settings). */
export interface Presence {
  name: string;
  page: string;
}

/** An editor asks every few seconds; one that has not asked for this long is closed. */
const goneAfter = 20_000;

/** Who has the editor open now, from each open editor's regular "what is new" call. In memory. */
export class PresenceBoard {
  private readonly seen = new Map<string, Presence & { at: number }>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** Notes that `name` has `page` open, and returns the others who have the editor open. */
  note(name: string, page: string): Presence[] {
    const at = this.clock.now();
    this.seen.set(name, { name, page, at });
    const others: Presence[] = [];
    for (const [key, entry] of this.seen) {
      if (at - entry.at > goneAfter) this.seen.delete(key);
      else if (key !== name) others.push({ name: entry.name, page: entry.page });
    }
    return others.sort((a, b) => a.name.localeCompare(b.name));
  }
}
