import type { Clock } from "../clock.ts";

/** At most `count` requests from one address in any `windowMs`. */
export interface AddressRule {
  count: number;
  windowMs: number;
}

/**
 * A patient sends one request, perhaps a second to correct it; a family on one connection a few.
 * Six in ten minutes leaves them room and stops a script from one address filling the inbox.
 */
export const requestsPerAddress: AddressRule = { count: 6, windowMs: 10 * 60 * 1000 };

/** Recent requests by address, in memory: a restart forgets them, which costs a sender only a new window. */
export class AddressLimit {
  private readonly recent = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly rule: AddressRule = requestsPerAddress,
  ) {}

  /** Counts a request from `address`; false when it is one too many (and then it is not counted). */
  admit(address: string): boolean {
    const now = this.clock.now();
    const since = now - this.rule.windowMs;
    this.sweep(since, now);
    const times = (this.recent.get(address) ?? []).filter((at) => at > since);
    if (times.length >= this.rule.count) {
      this.recent.set(address, times);
      return false;
    }
    times.push(now);
    this.recent.set(address, times);
    return true;
  }

  /** Forgets addresses quiet for a whole window, at most once a window, so the map stays small. */
  private sweep(since: number, now: number): void {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [address, times] of this.recent) if (times.every((at) => at <= since)) this.recent.delete(address);
  }
}
