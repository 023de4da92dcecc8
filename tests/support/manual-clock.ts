import type { Clock } from "../../editor/server/clock.ts";

type Instant = number | string | Date;

const msOf = (instant: Instant): number => (typeof instant === "number" ? instant : new Date(instant).getTime());

/**
 * A clock the test moves by hand: nothing happens with time until it is set. Moving it wakes what
 * waits for the new time and runs every repeated check once, as the service's own clock would by then.
 */
export class ManualClock implements Clock {
  private time: number;
  private readonly checks = new Set<() => void>();
  private waiting: { at: number; resolve: () => void }[] = [];

  constructor(start: Instant = "2026-11-03T09:00:00+05:30") {
    this.time = msOf(start);
  }

  now(): number {
    return this.time;
  }

  /** Sets the clock, forward or back (as a machine's clock is set right). */
  set(to: Instant): void {
    const next = msOf(to);
    this.time = next;
    const due = this.waiting.filter((wait) => wait.at <= next);
    this.waiting = this.waiting.filter((wait) => wait.at > next);
    for (const { resolve } of due) resolve();
    for (const check of [...this.checks]) check();
  }

  advance(ms: number): void {
    this.set(this.time + ms);
  }

  every(_everyMs: number, check: () => void): () => void {
    this.checks.add(check);
    return () => this.checks.delete(check);
  }

  until(at: number, signal?: AbortSignal): Promise<void> {
    if (at <= this.time || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wait = { at, resolve };
      this.waiting.push(wait);
      signal?.addEventListener(
        "abort",
        () => {
          this.waiting = this.waiting.filter((other) => other !== wait);
          resolve();
        },
        { once: true },
      );
    });
  }
}
