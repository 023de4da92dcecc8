/**
 * The editor service's one notion of now. Everything that asks the time (the scheduler, the dated
 * rebuilds, builds as of now, the sign-in throttle, sessions) is given a clock rather than reading
 * `Date`, so that a test can set it to 13:59:59, then 14:00:00, and see what changes, in milliseconds.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `check` every `everyMs` of real time, and at once whenever the clock is moved; returns what stops it. */
  every(everyMs: number, check: () => void): () => void;
  /** Resolves once the clock reads `at` (ms) or later, or as soon as `signal` aborts. */
  until(at: number, signal?: AbortSignal): Promise<void>;
}

/** What the clock reads, as a Date. */
export const dateNow = (clock: Clock): Date => new Date(clock.now());

/** setTimeout's longest delay; a longer wait is taken in steps. */
const longestTimeout = 2 ** 31 - 1;

/** The machine's clock, read `offsetMs` ahead (or behind): it runs at real speed either way. */
export function clockAhead(offsetMs: number): Clock {
  const now = () => Date.now() + offsetMs;
  return {
    now,
    every(everyMs, check) {
      const timer = setInterval(check, everyMs);
      // A check waiting is no reason to keep the process alive.
      timer.unref();
      return () => clearInterval(timer);
    },
    async until(at, signal) {
      while (!signal?.aborted && now() < at) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(at - now(), longestTimeout));
          function done() {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            resolve();
          }
          signal?.addEventListener("abort", done, { once: true });
        });
      }
    },
  };
}

export const systemClock: Clock = clockAhead(0);

/**
 * The service's clock: the machine's, unless EDITOR_CLOCK_STARTS_AT names an instant (ISO, with its
 * offset) for it to start from and run on from, at real speed. That rehearses a day to come (a
 * holiday, a notice's end, a scheduled change) on a copy of the site without waiting for it, and lets
 * the service's own tests reach a moment in seconds.
 */
export function clockOfEnvironment(env: NodeJS.ProcessEnv = process.env): Clock {
  const startsAt = env.EDITOR_CLOCK_STARTS_AT;
  if (!startsAt) return systemClock;
  const start = Date.parse(startsAt);
  if (!/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(startsAt) || Number.isNaN(start)) {
    throw new Error(
      `EDITOR_CLOCK_STARTS_AT is "${startsAt}": write an instant with its offset, e.g. 2027-01-14T09:00:00+05:30.`,
    );
  }
  return clockAhead(start - Date.now());
}
