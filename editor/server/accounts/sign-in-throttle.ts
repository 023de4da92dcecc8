import type { Clock } from "../clock.ts";

/** How many failed sign-ins a key may have before it must wait, and before it is locked out. */
export interface ThrottleRule {
  /** From this many failures on, each further try waits 1 s, then 2, 3, 4… after the last failure. */
  slowAfter: number;
  /** From this many failures on, no try is taken until `lockFor` after the last failure. */
  lockAfter: number;
  lockFor: number;
  /** Failures older than this are forgotten (ms). */
  forgetAfter: number;
}

const minute = 60 * 1000;

/**
 * Per account: ten wrong passwords lock it for 15 minutes. Per address, looser: staff in one
 * office share an address, and one person's typing should not lock out the others.
 */
export const accountRule: ThrottleRule = {
  slowAfter: 5,
  lockAfter: 10,
  lockFor: 15 * minute,
  forgetAfter: 60 * minute,
};
export const addressRule: ThrottleRule = {
  slowAfter: 10,
  lockAfter: 50,
  lockFor: 15 * minute,
  forgetAfter: 60 * minute,
};

/** When refused: which key refused, whether it is locked or must only wait, and until when. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; key: string; locked: boolean; until: number };

interface Failures {
  count: number;
  last: number;
}

/** Failed sign-ins by key (an account's name, an address), each under its rule. In memory. */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly clock: Clock) {}

  private verdictFor(key: string, rule: ThrottleRule, at: number): ThrottleVerdict {
    const failures = this.failures.get(key);
    if (!failures || at - failures.last > rule.forgetAfter) return { allowed: true };
    if (failures.count >= rule.lockAfter) {
      const until = failures.last + rule.lockFor;
      return at < until ? { allowed: false, key, locked: true, until } : { allowed: true };
    }
    if (failures.count >= rule.slowAfter) {
      const until = failures.last + 1000 * (failures.count - rule.slowAfter + 1);
      return at < until ? { allowed: false, key, locked: false, until } : { allowed: true };
    }
    return { allowed: true };
  }

  /** Whether a try may be checked now; when not, the first refusal among the keys (a lock before a wait). */
  check(keys: [string, ThrottleRule][]): ThrottleVerdict {
    const at = this.clock.now();
    const refusals = keys.map(([key, rule]) => this.verdictFor(key, rule, at)).filter((verdict) => !verdict.allowed);
    refusals.sort((a, b) => Number(b.locked) - Number(a.locked) || b.until - a.until);
    return refusals[0] ?? { allowed: true };
  }

  /** Counts a failure against each key; returns the account key's count. */
  fail(keys: [string, ThrottleRule][]): number[] {
    const at = this.clock.now();
    // Every name typed is a key: tries with made-up names must not grow the table without end.
    if (this.failures.size > 10_000) {
      for (const [key, failures] of this.failures)
        if (at - failures.last > accountRule.forgetAfter) this.failures.delete(key);
    }
    return keys.map(([key, rule]) => {
      const before = this.failures.get(key);
      const count = before && at - before.last <= rule.forgetAfter ? before.count + 1 : 1;
      this.failures.set(key, { count, last: at });
      return count;
    });
  }

  /** A right password clears that key (the account's), not the address's. */
  clear(key: string): void {
    this.failures.delete(key);
  }

  /**
   * Forgets the key's failures made up to `time`, when a lock was lifted. A key keeps only its count
   * and its last failure; that is enough because the desk calls this before every try: once a
   * failure after `time` is counted, every failure before it has already been forgotten.
   */
  forgetUpTo(key: string, time: number): void {
    const failures = this.failures.get(key);
    if (failures && failures.last <= time) this.failures.delete(key);
  }
}
