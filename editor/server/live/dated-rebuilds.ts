import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readBuiltMoment } from "../../../scripts/dates/build-moment.ts";
import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import { writeFileAtomically } from "../atomic-file.ts";
import { dateNow, type Clock } from "../clock.ts";
import type { LivePublisher } from "./live-publisher.ts";
import type { LiveSite } from "./live-site.ts";

/** A rebuild at a dated moment that failed: the live site stayed as it was; it is tried again. */
export interface DatedRebuildFailure {
  /** The moment the site should have changed at. */
  moment: LocalMoment;
  /** When it failed (ISO), and what the build said. */
  failedAt: string;
  message: string;
}

export interface DatedRebuildSettings {
  /** Where a failure is kept until a rebuild succeeds (so a restart still shows it to staff). */
  dataDir: string;
  log: (line: string) => void;
  clock: Clock;
  /** How often the live build's next change is looked at. */
  checkEveryMs?: number;
  /** How long before the moment its build starts, so that it is live at the moment itself. */
  leadMs?: number;
}

const failureFileName = "dated-rebuild-failure.json";
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000];

/**
 * The live site changes at the moments its own dates say (a notice ends, holiday hours come into
 * view) without anyone publishing: nothing is committed, site.json did not change. The live build
 * says its next moment (site-moment.json); the site as of that moment is built a little ahead and
 * switched to at the moment. A publish meanwhile goes live as usual and brings its own next moment.
 */
export class DatedRebuilds {
  private stopChecking: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private retries = 0;
  private retryAt = 0;
  private readonly stopping = new AbortController();

  constructor(
    private readonly publisher: LivePublisher,
    private readonly live: LiveSite,
    private readonly settings: DatedRebuildSettings,
  ) {}

  start(): void {
    this.stopChecking = this.settings.clock.every(this.settings.checkEveryMs ?? 15_000, () => this.check());
    this.check();
  }

  /** Stops looking; a rebuild under way finishes its build, and does not go live. */
  async stop(): Promise<void> {
    this.stopChecking?.();
    this.stopping.abort();
    await this.running;
  }

  /** The last rebuild that failed, until one succeeds. */
  failure(): DatedRebuildFailure | undefined {
    const file = join(this.settings.dataDir, failureFileName);
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, "utf8")) as DatedRebuildFailure;
    } catch {
      return undefined;
    }
  }

  private check(): void {
    if (this.running || this.stopping.signal.aborted) return;
    const current = this.live.current();
    const built = current ? readBuiltMoment(current) : undefined;
    if (!built?.nextChange || !built.nextChangeAt) return;
    const at = new Date(built.nextChangeAt);
    const now = this.settings.clock.now();
    if (now < at.getTime() - (this.settings.leadMs ?? 3 * 60_000) || now < this.retryAt) return;
    this.running = this.rebuild(built.nextChange, at).finally(() => (this.running = undefined));
  }

  private async rebuild(moment: LocalMoment, at: Date): Promise<void> {
    try {
      const done = await this.publisher.rebuildAsOf(moment, at, this.stopping.signal);
      this.retries = 0;
      this.retryAt = 0;
      rmSync(join(this.settings.dataDir, failureFileName), { force: true });
      if (done) this.settings.log(`editor publish: the site changed by itself as of ${moment}; nothing was committed`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelaysMs[Math.min(this.retries, retryDelaysMs.length - 1)];
      this.retries++;
      this.retryAt = this.settings.clock.now() + delay;
      const failure: DatedRebuildFailure = {
        moment,
        failedAt: dateNow(this.settings.clock).toISOString(),
        message,
      };
      writeFileAtomically(join(this.settings.dataDir, failureFileName), `${JSON.stringify(failure, null, 2)}\n`);
      this.settings.log(
        `editor publish: the site as of ${moment} could not be built; the live site is as it was. ` +
          `Trying again in ${Math.round(delay / 60_000)} minute(s). ${message}`,
      );
    }
  }
}
