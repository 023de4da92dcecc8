import { contentHash } from "../../../scripts/manifest/content-hash.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { picturesIn } from "../../../src/manifest/strings-in.ts";
import type { PublishNews } from "../api-routes.ts";
import { HttpError } from "../http-io.ts";
import type { ManifestService, Prepared, Proposed, PublishResult } from "../manifest-service.ts";
import { restoreTitle, summarizeChange, summaryTitle, touchedPages } from "../../shared/versions/change-summary.ts";
import type { Person, SiteHistory } from "../versions/site-history.ts";
import type { Version } from "../../shared/contract.ts";
import { dateNow, systemClock, type Clock } from "../clock.ts";
import { crashPoint } from "./crash-point.ts";
import { BuildFailed, type LiveSite } from "./live-site.ts";
import type { LocalMoment } from "../../../src/dates/local-moment.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import type { PublishEntry, PublishJournal, VersionRecord } from "./publish-journal.ts";

/** What a version's commit says of the change from `before` to `after`. */
export type Describe = (before: unknown, after: unknown) => VersionRecord;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const describeChange: Describe = (before, after) => {
  const changes = summarizeChange(before, after);
  return { title: summaryTitle(changes), changes, pictures: picturesIn(after), pages: touchedPages(before, after) };
};

/** The author of a version nobody published from the editor. */
export const outsideTheEditor = "Outside the editor";

export interface PublisherSettings {
  /** Runs once a version is live (the web server's files); what it returns is told to the person. */
  onLive?: (manifestText: string) => string | undefined;
  /** The git remote each version is pushed to (EDITOR_PUSH_REMOTE); none by default. */
  pushRemote?: string;
  log?: (line: string) => void;
  /** The service's clock: when a dated rebuild goes live, and the times journalled. */
  clock?: Clock;
}

/**
 * Publish for the editor service, all or nothing. The steps, each recorded in the journal before it
 * starts: check, build in staging, write site.json (one rename), commit it as the person who
 * published, switch the website to the build (one rename). A failure undoes what was done; a killed
 * process is finished or undone by `recover` at the next start, judged by what site.json holds. One
 * publish at a time: a second waits for the first, then meets the "changed since you loaded it" check.
 */
export class LivePublisher {
  private queue: Promise<unknown> = Promise.resolve();
  /** The last publish since this start, for the editors open elsewhere. */
  private latestPublish: PublishNews | undefined;
  private underWay: { previousHash: string } | undefined;
  private readonly log: (line: string) => void;
  private readonly clock: Clock;

  constructor(
    private readonly manifest: ManifestService,
    private readonly live: LiveSite,
    private readonly history: SiteHistory,
    private readonly journal: PublishJournal,
    private readonly settings: PublisherSettings = {},
  ) {
    this.log = settings.log ?? console.log;
    this.clock = settings.clock ?? systemClock;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Old builds are moved aside after the person is told the change is live, before the next publish starts,
   * and removed while the next one may already be building: it does not wait for thousands of files to go.
   */
  private pruneSoon(): void {
    void this.serially(async () => this.live.prune())
      .then(() => this.live.removeDropped())
      .catch((error: unknown) => this.log(`editor publish: old builds could not be removed: ${String(error)}`));
  }

  private async buildOrExplain(
    text: string,
    { checked = false, at, stop }: { checked?: boolean; at?: LocalMoment; stop?: AbortSignal } = {},
  ): Promise<string> {
    try {
      return await this.live.build(text, { checked, at, stop });
    } catch (error) {
      if (stop?.aborted) throw error;
      const said = error instanceof BuildFailed ? error.message : String(error);
      this.log(`editor publish: the build failed; the live site is unchanged.\n${said}`);
      const picture = error instanceof BuildFailed ? error.problem?.picture : undefined;
      throw new HttpError(
        500,
        "build-failed",
        "The website could not be built from this version, so nothing was published and the website " +
          `still shows the last version. What the build said: ${said}`,
        picture ? { picture } : {},
      );
    }
  }

  /**
   * At start, before anything else: a publish the last run left under way is finished if site.json was
   * written (the person's change is then live and in History under their name), and undone if it was
   * not (their draft still holds it). Then what a killed run left in LIVE_DIR is cleared.
   */
  recover(): Promise<void> {
    return this.serially(async () => {
      // No git command of this service runs yet: a lock file now is one a killed run left.
      const locks = await this.history.clearStaleLocks();
      if (locks.length > 0) this.log(`editor publish: removed git lock files a stopped run left: ${locks.join(", ")}`);
      const entry = this.journal.read();
      if (entry) {
        if (this.manifest.current().text === entry.text) await this.finishCutShort(entry);
        else this.undoCutShort(entry);
        this.journal.clear();
      }
      await this.recordOutsideChange();
      const left = this.live.clearLeftovers();
      if (left.length > 0) this.log(`editor publish: removed what an interrupted build left: ${left.join(", ")}`);
    });
  }

  private async finishCutShort(entry: PublishEntry): Promise<void> {
    if ((await this.history.committedText(entry.text)) !== entry.text) {
      await this.history.record({ name: entry.author, approvedBy: entry.approvedBy }, entry.version);
    }
    if (entry.build && this.live.isBuildOf(entry.build, entry.text)) this.live.switchTo(entry.build);
    this.log(
      `editor publish: the publish by ${JSON.stringify(entry.author)} ("${entry.version.title}") was cut short ` +
        "after site.json was written; it is finished now, under their name.",
    );
  }

  private undoCutShort(entry: PublishEntry): void {
    // The build may have been complete, and moved into builds/, before the journal could name it.
    for (const build of this.live.buildsOf(entry.text)) this.live.discard(build);
    this.log(
      `editor publish: the publish by ${JSON.stringify(entry.author)} ("${entry.version.title}") was cut short ` +
        "before site.json was written; nothing of it was published.",
    );
  }

  /**
   * A site.json changed on the server but not committed (edited by hand, a copy put in place) is recorded
   * as a version of its own, so that History shows what the website shows and the next publish commits
   * only its author's change under their name.
   */
  private async recordOutsideChange(): Promise<void> {
    const { text } = this.manifest.current();
    const committed = await this.history.committedText(text);
    if (committed === undefined || committed === text) return;
    const described = describeChange(parsed(committed), parsed(text));
    const title = `Changed outside the editor: ${described.title}`;
    await this.history.record({ name: outsideTheEditor }, { ...described, title });
    this.log(`editor publish: site.json differed from its last version in git; recorded as "${title}"`);
  }

  /**
   * At start, puts the site as site.json has it online, unless it is already: on the first start,
   * after site.json changed outside the editor (a git pull), or after the engine's code changed.
   */
  goLiveIfOutOfDate(): Promise<void> {
    return this.serially(async () => {
      const { text } = this.manifest.current();
      if (this.live.showsNow(text)) return;
      this.live.switchTo(await this.buildOrExplain(text));
      this.pruneSoon();
      this.log(`editor publish: the site as site.json has it is online from ${this.live.currentDir}`);
    });
  }

  /**
   * The site as site.json has it, as of `moment` (a change its own dates make), built now and made
   * live at `goLiveAt`: no publish and no commit, site.json did not change. Nothing goes live if a
   * publish changed site.json or the live site meanwhile (that one brings its own next moment), nor once
   * `stop` aborts. Whether it went live.
   */
  async rebuildAsOf(moment: LocalMoment, goLiveAt: Date, stop?: AbortSignal): Promise<boolean> {
    const { text, before, build } = await this.serially(async () => {
      const { text } = this.manifest.current();
      return { text, before: this.live.current(), build: await this.buildOrExplain(text, { at: moment }) };
    });
    await this.clock.until(goLiveAt.getTime(), stop);
    return this.serially(async () => {
      if (stop?.aborted || this.manifest.current().text !== text || this.live.current() !== before) {
        this.live.discard(build);
        return false;
      }
      this.live.switchTo(build);
      this.pruneSoon();
      return true;
    });
  }

  publish(body: unknown, person: Person, describe: Describe = describeChange): Promise<PublishResult> {
    return this.publishOver(() => body, person, describe);
  }

  /**
   * Publishes what `compose` makes of site.json as it is when this publish's turn comes: a change laid
   * over it (a scheduled one) is then never out of date because another publish was building meanwhile.
   */
  publishOver(
    compose: (current: { text: string; hash: string }) => unknown,
    person: Person,
    describe: Describe = describeChange,
  ): Promise<PublishResult> {
    return this.serially(async () => {
      const proposed = this.manifest.propose(compose(this.manifest.current()));
      const { text, previousText } = proposed;
      if (!proposed.changed)
        return { hash: this.manifest.current().hash, changed: false, warnings: await this.manifest.check(proposed) };
      const version = describe(proposed.before, proposed.after);
      const entry: PublishEntry = {
        author: person.name,
        ...(person.approvedBy ? { approvedBy: person.approvedBy } : {}),
        startedAt: dateNow(this.clock).toISOString(),
        step: "building",
        text,
        version,
      };
      this.journal.write(entry);
      const { warnings, build } = await this.checkWhileBuilding(proposed).catch((error: unknown) => {
        this.journal.clear();
        throw error;
      });
      const prepared: Prepared = { ...proposed, warnings };
      await this.recordOutsideChange().catch((error: unknown) => {
        this.live.discard(build);
        this.journal.clear();
        throw error;
      });
      this.journal.write({ ...entry, step: "writing", build });
      crashPoint("before-write");
      // Until the version is committed and live, the other editors are told of the one before it.
      this.underWay = { previousHash: contentHash(previousText) };
      try {
        return await this.writeCommitAndSwitch(prepared, entry, build, person);
      } finally {
        this.underWay = undefined;
      }
    });
  }

  /**
   * The site built from `proposed` while the service checks it, each on a core of its own: at 9,000 pages the
   * checks take a second and a half of the publish. A build of a text the checks refuse is stopped and
   * removed; their refusal, not the build's failure, is what the person is told.
   */
  private async checkWhileBuilding(proposed: Proposed): Promise<{ warnings: Prepared["warnings"]; build: string }> {
    const stop = new AbortController();
    const building = this.buildOrExplain(proposed.text, { checked: true, stop: stop.signal });
    // Its failure is awaited below, once the checks are done: until then it must not count as unheard.
    building.catch(() => undefined);
    let warnings: Prepared["warnings"];
    try {
      warnings = await this.manifest.check(proposed);
    } catch (error) {
      stop.abort();
      const build = await building.catch(() => undefined);
      if (build) this.live.discard(build);
      throw error;
    }
    return { warnings, build: await building };
  }

  /** The steps of a publish from writing site.json on: each undone if it fails, each noted first. */
  private async writeCommitAndSwitch(
    prepared: Prepared,
    entry: PublishEntry,
    build: string,
    person: Person,
  ): Promise<PublishResult> {
    const { text, previousText } = prepared;
    const { version } = entry;
    const written = this.undoneOnFailure(build, () => this.manifest.write(prepared));
    crashPoint("after-write");
    this.journal.write({ ...entry, step: "committing", build });
    const commit = await this.history.record(person, version).catch((error: unknown) => {
      this.log(`editor publish: git could not record the version, so it was not published: ${String(error)}`);
      this.undoneOnFailure(build, () => this.manifest.restoreText(previousText));
      this.live.discard(build);
      this.journal.clear();
      throw new HttpError(
        500,
        "not-recorded",
        "History (git) could not record this version, so nothing was published: the website and site.json " +
          "are as they were, and your changes are still here. Try again; if it fails again, tell the person " +
          "who runs the editor (its log says what git answered).",
      );
    });
    crashPoint("after-commit");
    this.journal.write({ ...entry, step: "switching", build });
    this.live.switchTo(build);
    crashPoint("after-switch");
    this.journal.clear();
    this.pruneSoon();
    this.log(`editor publish: ${JSON.stringify(person.name)} published "${version.title}"`);
    this.latestPublish = {
      hash: written.hash,
      author: person.name,
      ...(person.approvedBy ? { approvedBy: person.approvedBy } : {}),
      title: version.title,
      changes: version.changes,
      at: dateNow(this.clock).toISOString(),
    };
    const notice = [this.settings.onLive?.(text), await this.pushed()].filter(Boolean).join(" ") || undefined;
    return { ...written, version: commit, notice };
  }

  /**
   * The hash of site.json as the other editors should know it: while a publish is between writing the
   * file and going live, the version before it, so nobody catches up with a version not yet committed.
   */
  settledHash(onDisk: string): string {
    return this.underWay?.previousHash ?? onDisk;
  }

  /** Runs a step of a publish; if it throws, the build is dropped and the journal cleared: nothing happened. */
  private undoneOnFailure<T>(build: string, step: () => T): T {
    try {
      return step();
    } catch (error) {
      this.live.discard(build);
      this.journal.clear();
      throw error;
    }
  }

  /** Pushes the new version where EDITOR_PUSH_REMOTE says; a failure is a notice, the version stands. */
  private async pushed(): Promise<string | undefined> {
    const remote = this.settings.pushRemote;
    if (!remote) return undefined;
    try {
      await this.history.push(remote);
      return undefined;
    } catch (error) {
      this.log(`editor publish: pushing to the git remote ${remote} failed: ${String(error)}`);
      return `The website shows it, but sending it to the other host (git push to ${remote}) failed.`;
    }
  }

  /**
   * Who published the site.json whose hash is `hash` (the one on disk now), and what it changed: the last
   * publish of this run, else the last version in git when it holds that very file (after a restart).
   */
  async publishOf(hash: string): Promise<PublishNews | undefined> {
    if (this.latestPublish?.hash === hash) return this.latestPublish;
    const committed = await this.history.committedText();
    if (committed === undefined || contentHash(committed) !== hash) return undefined;
    const [last] = await this.history.list(1);
    if (!last) return undefined;
    const { author, approvedBy, title, changes, date: at } = last;
    this.latestPublish = { hash, author, ...(approvedBy ? { approvedBy } : {}), title, changes, at };
    return this.latestPublish;
  }

  /**
   * Runs `work` when no publish is under way and keeps the next one waiting until it is done: removing
   * pictures must not pull files from under a build, nor be judged against a site.json about to change.
   */
  betweenPublishes<T>(work: () => Promise<T>): Promise<T> {
    return this.serially(work);
  }

  /** The versions, the one the website shows marked (the newest whose site.json the live build was made from). */
  async versions(): Promise<Version[]> {
    const versions = await this.history.list();
    const liveManifest = this.live.liveManifest();
    let shown: string | undefined;
    for (const version of versions) {
      if (liveManifest === undefined) break;
      if (jsonEqual(parsed(await this.history.textAt(version.commit)), liveManifest)) {
        shown = version.commit;
        break;
      }
    }
    return versions.map((version) => ({ ...version, shownNow: version.commit === shown }));
  }

  /** site.json as a version in the History had it, to show its pages. */
  async versionText(commit: string): Promise<string> {
    if (!(await this.history.list()).some((candidate) => candidate.commit === commit))
      throw new HttpError(404, "no-such-version", "That version is not in the History.");
    return this.history.textAt(commit);
  }

  /** Publishes an earlier version again, as a new version: nothing in between is lost. */
  async restore(commit: string, baseHash: unknown, person: Person): Promise<PublishResult> {
    const version = (await this.history.list()).find((candidate) => candidate.commit === commit);
    if (!version) throw new HttpError(404, "no-such-version", "That version is not in the History.");
    if (version.cannotRestore) throw new HttpError(422, "cannot-restore", version.cannotRestore);
    const manifest = parsed(await this.history.textAt(commit));
    if (manifest === undefined) throw new HttpError(422, "invalid", "That version's site.json cannot be read.");
    await this.history.restorePictures(commit, picturesIn(manifest));
    return this.publish({ manifest, baseHash }, person, (before, after) => {
      // What the restore undoes: the changes made since that version, from it to now; when, on the clinic's clock now.
      const site = isJsonObject(before) && isJsonObject(before.site) ? (before.site as Pick<Site, "timeZone">) : {};
      const { title, changes } = restoreTitle(version, summarizeChange(after, before), site);
      return { ...describeChange(before, after), title, changes };
    });
  }
}
