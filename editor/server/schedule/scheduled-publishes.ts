import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { clinicTimeZone } from "../../../src/dates/clinic-now.ts";
import { instantOfMoment, isLocalMoment, type LocalMoment, momentInWords } from "../../../src/dates/local-moment.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { removeFileDurably, writeFileAtomically } from "../atomic-file.ts";
import { dateNow, type Clock } from "../clock.ts";
import { HttpError } from "../http-io.ts";
import type { ManifestService } from "../manifest-service.ts";
import { describeChange, type LivePublisher } from "../live/live-publisher.ts";
import { laidOver } from "../live/laid-over.ts";
import type { PublishResult } from "../manifest-service.ts";
import type { Person } from "../versions/site-history.ts";

/** A version a person asked to publish later: kept on the server, under their name, until it is. */
export interface ScheduledVersion {
  id: string;
  author: string;
  /** When it goes live: the clinic's local moment, and that instant (ISO). */
  at: LocalMoment;
  atInstant: string;
  scheduledAt: string;
  /** site.json as it was when it was scheduled, and site.json as it is to be. */
  baseText: string;
  text: string;
  /** What it changes, in words, as History will say it. */
  title: string;
  changes: string[];
  /** Set when it could not be published at its time: why, in words. It stays listed until removed. */
  refused?: { at: string; reason: string };
  /** Who approved it, when its author proposed it. */
  approvedBy?: string;
}

export interface SchedulingSettings {
  log: (line: string) => void;
  clock: Clock;
  /** How often the versions due are looked for (the clock being moved also looks). */
  checkEveryMs?: number;
}

const idPattern = /^[0-9a-f]{12}$/;
const conflictCode = "scheduled-conflict";

/** What the editor is told of a scheduled version: all but the two texts of site.json. */
export type ScheduledSummary = Omit<ScheduledVersion, "baseText" | "text">;

export function summaryOf({ baseText: _base, text: _text, ...summary }: ScheduledVersion): ScheduledSummary {
  return summary;
}

/**
 * Publish at a chosen moment. A change is checked at once as Publish checks it, then kept in
 * `dir`, one file each, so a restart loses nothing. At its time it is published as its author, with
 * Publish's own all-or-nothing steps; if site.json changed meanwhile, the two are merged as drafts
 * are, and where both changed the same place it is not published: it stays listed with the reason.
 */
export class ScheduledPublishes {
  private stopChecking: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly manifest: ManifestService,
    private readonly publisher: LivePublisher,
    private readonly settings: SchedulingSettings,
  ) {}

  /** Checks `body` as Publish would and keeps it to publish at `at`; refused with Publish's messages. */
  async schedule(body: unknown, person: Person, at: unknown): Promise<ScheduledVersion> {
    const manifest = JSON.parse(this.manifest.current().text) as SiteManifest;
    const zone = clinicTimeZone(manifest.site);
    if (typeof at !== "string" || !isLocalMoment(at)) {
      throw new HttpError(422, "bad-moment", "Choose the day and time to publish at, e.g. 2026-11-01 at 09:00.");
    }
    const instant = instantOfMoment(at, zone);
    if (instant.getTime() <= this.settings.clock.now()) {
      throw new HttpError(422, "moment-passed", `${momentInWords(at)} has passed (${zone}); choose a later time.`);
    }
    const prepared = await this.manifest.prepare(body);
    if (!prepared.changed) throw new HttpError(422, "unchanged", "There is nothing to publish: no change to schedule.");
    const described = describeChange(prepared.before, prepared.after);
    const scheduled: ScheduledVersion = {
      id: randomBytes(6).toString("hex"),
      author: person.name,
      ...(person.approvedBy ? { approvedBy: person.approvedBy } : {}),
      at,
      atInstant: instant.toISOString(),
      scheduledAt: dateNow(this.settings.clock).toISOString(),
      baseText: prepared.previousText,
      text: prepared.text,
      title: described.title,
      changes: described.changes,
    };
    this.save(scheduled);
    this.settings.log(`editor publish: ${JSON.stringify(person.name)} scheduled "${scheduled.title}" for ${at}`);
    return scheduled;
  }

  /** Every scheduled version, the soonest first, those refused among them. */
  list(): ScheduledVersion[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((name) => name.endsWith(".json"))
      .flatMap((name) => {
        try {
          return [JSON.parse(readFileSync(join(this.dir, name), "utf8")) as ScheduledVersion];
        } catch {
          return [];
        }
      })
      .sort((a, b) => (a.atInstant < b.atInstant ? -1 : a.atInstant > b.atInstant ? 1 : 0));
  }

  /** Takes a scheduled version away: it never goes live. */
  cancel(id: unknown, person: Person): void {
    const scheduled = this.find(id);
    removeFileDurably(this.fileOf(scheduled.id));
    this.settings.log(
      `editor publish: ${JSON.stringify(person.name)} cancelled "${scheduled.title}" (${scheduled.at})`,
    );
  }

  /** Publishes a scheduled version now, as its author. */
  async publishNow(id: unknown, person: Person): Promise<PublishResult> {
    const scheduled = this.find(id);
    this.settings.log(`editor publish: ${JSON.stringify(person.name)} published "${scheduled.title}" before its time`);
    return this.publish(scheduled);
  }

  start(): void {
    this.stopChecking = this.settings.clock.every(this.settings.checkEveryMs ?? 5_000, () => this.check());
    this.check();
  }

  async stop(): Promise<void> {
    this.stopChecking?.();
    await this.running;
  }

  private check(): void {
    if (this.running) return;
    const due = this.list().filter((s) => !s.refused && new Date(s.atInstant).getTime() <= this.settings.clock.now());
    if (due.length === 0) return;
    this.running = (async () => {
      for (const scheduled of due) {
        await this.publish(scheduled).catch((error: unknown) => {
          // A clash with a later version is refused where it is found, with its places in words.
          if (error instanceof HttpError && error.code === conflictCode) return;
          const reason = error instanceof Error ? error.message : String(error);
          this.refuse(scheduled, `It could not be published: ${reason}`);
        });
      }
    })().finally(() => (this.running = undefined));
  }

  /** Publishes as its author the scheduled change laid over site.json as it is at its turn; refused on a clash. */
  private async publish(scheduled: ScheduledVersion): Promise<PublishResult> {
    const result = await this.publisher.publishOver((current) => this.laidOver(scheduled, current), {
      name: scheduled.author,
      approvedBy: scheduled.approvedBy,
    });
    removeFileDurably(this.fileOf(scheduled.id));
    this.settings.log(`editor publish: the change "${scheduled.title}" scheduled for ${scheduled.at} is live`);
    return result;
  }

  /** The scheduled change merged with what changed since it was scheduled, as drafts are merged. */
  private laidOver(scheduled: ScheduledVersion, current: { text: string; hash: string }) {
    const manifest = JSON.parse(scheduled.text) as JsonObject;
    if (current.text === scheduled.baseText) return { baseHash: current.hash, manifest };
    const carried = laidOver(JSON.parse(scheduled.baseText) as JsonObject, manifest, current);
    if ("publish" in carried) return carried.publish;
    const reason =
      "site.json was changed after it was scheduled, in the same places: " +
      `${[...new Set(carried.clashes.map((clash) => clash.place))].join("; ")}. Nothing of it was published.`;
    this.refuse(scheduled, reason);
    throw new HttpError(409, conflictCode, reason);
  }

  private refuse(scheduled: ScheduledVersion, reason: string): void {
    this.save({ ...scheduled, refused: { at: dateNow(this.settings.clock).toISOString(), reason } });
    this.settings.log(
      `editor publish: the change "${scheduled.title}" scheduled for ${scheduled.at} was refused: ${reason}`,
    );
  }

  private find(id: unknown): ScheduledVersion {
    const found = typeof id === "string" && idPattern.test(id) ? this.list().find((s) => s.id === id) : undefined;
    if (!found)
      throw new HttpError(
        404,
        "not-scheduled",
        "This scheduled change is no longer there: it was published or cancelled.",
      );
    return found;
  }

  private fileOf(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  private save(scheduled: ScheduledVersion): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileAtomically(this.fileOf(scheduled.id), `${JSON.stringify(scheduled, null, 2)}\n`);
  }
}
