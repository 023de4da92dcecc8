import { picturesIn } from "../../../src/manifest/strings-in.ts";
import { HttpError } from "../http-io.ts";
import type { ManifestService, PublishResult } from "../manifest-service.ts";
import { summarizeChange, summaryTitle, touchedPages } from "../versions/change-summary.ts";
import type { Person, SiteHistory, Version } from "../versions/site-history.ts";
import { BuildFailed, type LiveSite } from "./live-site.ts";

export interface LivePublishResult extends PublishResult {
  /** The version recorded in History, when anything changed and git took it. */
  version?: string;
  /** Something the person should know that did not stop the publish, in words. */
  notice?: string;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Publish for the editor service: the checked site.json is built first, and only a complete build
 * is written, recorded as the person's version and switched live. One publish at a time: a second
 * waits for the first, then meets the editor's usual "changed since you loaded it" check.
 */
export class LivePublisher {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly manifest: ManifestService,
    private readonly live: LiveSite,
    private readonly history: SiteHistory,
    /** Runs once a version is live (the web server's files); what it returns is told to the person. */
    private readonly onLive: (manifestText: string) => string | undefined = () => undefined,
    private readonly log: (line: string) => void = console.log,
  ) {}

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Old builds are removed after the person is told the change is live, before the next publish starts. */
  private pruneSoon(): void {
    void this.serially(async () => this.live.prune()).catch((error: unknown) =>
      this.log(`editor publish: old builds could not be removed: ${String(error)}`),
    );
  }

  private async buildOrExplain(text: string, checked = false): Promise<string> {
    try {
      return await this.live.build(text, { checked });
    } catch (error) {
      const said = error instanceof BuildFailed ? error.message : String(error);
      this.log(`editor publish: the build failed; the live site is unchanged.\n${said}`);
      throw new HttpError(
        500,
        "build-failed",
        "The website could not be built from this version, so nothing was published and the website " +
          `still shows the last version. What the build said: ${said}`,
      );
    }
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

  publish(body: unknown, person: Person, titleFor = summaryTitle): Promise<LivePublishResult> {
    return this.serially(async () => {
      let built: string | undefined;
      const result = await this.manifest.publish(body, {
        beforeWrite: async (text) => {
          // ManifestService.publish has just checked this text: its build skips checking it again.
          built = await this.buildOrExplain(text, true);
        },
      });
      if (!result.changed || !built || result.text === undefined) return result;
      this.live.switchTo(built);
      this.pruneSoon();
      const serverNotice = this.onLive(result.text);
      const before = parsed(result.previousText ?? "");
      const after = parsed(result.text);
      const changes = summarizeChange(before, after);
      const title = titleFor(changes);
      this.log(`editor publish: ${JSON.stringify(person.name)} published "${title}"`);
      try {
        const version = await this.history.record(person, {
          title,
          changes,
          pictures: picturesIn(after),
          pages: touchedPages(before, after),
        });
        const remote = await this.history.pushIfRemote().catch((error: unknown) => {
          this.log(`editor publish: pushing to the git remote failed: ${String(error)}`);
          return "failed";
        });
        const pushNotice =
          remote === "failed" ? "The website shows it, but sending it to the other host (git push) failed." : undefined;
        const notice = [serverNotice, pushNotice].filter(Boolean).join(" ") || undefined;
        return { ...result, version, notice };
      } catch (error) {
        this.log(`editor publish: the version is live but was not recorded in git: ${String(error)}`);
        return { ...result, notice: "The website shows your change, but History could not record it." };
      }
    });
  }

  /**
   * Runs `work` when no publish is under way and keeps the next one waiting until it is done: removing
   * pictures must not pull files from under a build, nor be judged against a site.json about to change.
   */
  betweenPublishes<T>(work: () => Promise<T>): Promise<T> {
    return this.serially(work);
  }

  versions(): Promise<Version[]> {
    return this.history.list();
  }

  /** site.json as a version in the History had it, to show its pages. */
  async versionText(commit: string): Promise<string> {
    if (!(await this.history.list()).some((candidate) => candidate.commit === commit))
      throw new HttpError(404, "no-such-version", "That version is not in the History.");
    return this.history.textAt(commit);
  }

  /** Publishes an earlier version again, as a new version: nothing in between is lost. */
  async restore(commit: string, baseHash: unknown, person: Person): Promise<LivePublishResult> {
    const version = (await this.history.list()).find((candidate) => candidate.commit === commit);
    if (!version) throw new HttpError(404, "no-such-version", "That version is not in the History.");
    const manifest = parsed(await this.history.textAt(commit));
    if (manifest === undefined) throw new HttpError(422, "invalid", "That version's site.json cannot be read.");
    await this.history.restorePictures(commit, picturesIn(manifest));
    const title = `Restored the version “${version.title}” (${version.author})`;
    return this.publish({ manifest, baseHash }, person, (changes) => (changes.length ? title : `${title} (no change)`));
  }
}
