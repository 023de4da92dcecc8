import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeBuiltMoment } from "../../../scripts/dates/build-moment.ts";
import { codeFingerprint, writeBuildRecord } from "../../../scripts/incremental/build-record.ts";
import { clockOfEnvironment, systemClock } from "../../../editor/server/clock.ts";
import { DatedRebuilds } from "../../../editor/server/live/dated-rebuilds.ts";
import { LivePublisher } from "../../../editor/server/live/live-publisher.ts";
import { LiveSite } from "../../../editor/server/live/live-site.ts";
import { PublishJournal } from "../../../editor/server/live/publish-journal.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { ScheduledPublishes } from "../../../editor/server/schedule/scheduled-publishes.ts";
import { SiteHistory } from "../../../editor/server/versions/site-history.ts";
import { instantOfMoment, type LocalMoment } from "../../../src/dates/local-moment.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { ManualClock } from "../../support/manual-clock.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

/**
 * The editor service's time-based behaviours at their edges, on a clock the test moves: a second before
 * a moment nothing has happened, at the moment it has. No test here waits for real time to pass.
 */
const zone = "Asia/Kolkata";
const at = (moment: string) => instantOfMoment(moment as LocalMoment, zone).getTime();

const folders: string[] = [];
const folder = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The minimal site's one picture. */
const banner = sharp({ create: { width: 8, height: 6, channels: 3, background: "#3a7" } })
  .jpeg()
  .toBuffer();
const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

/** A gate a fake build waits at, until the test opens it: a publish caught in the middle of its build. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The service's publishing on a site folder in git, with its clock; the website's build is left out
 * (each build is a folder named after the moment it is as of, made at once or when `buildGate` opens).
 */
async function service(clock: ManualClock, nextChange?: LocalMoment) {
  const dir = folder("service-clock");
  mkdirSync(join(dir, "public/images"), { recursive: true });
  writeFileSync(join(dir, "public/images/banner.jpg"), await banner);
  writeFileSync(join(dir, "site.json"), `${JSON.stringify(minimalManifest, null, 2)}\n`);
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "-c", "user.name=Setup", "-c", "user.email=setup@example.invalid", "commit", "-qm", "Start");
  const liveNow = folder("live-build");
  if (nextChange)
    writeBuiltMoment(liveNow, {
      shownAsOf: "2026-11-03T09:00",
      timeZone: zone,
      nextChange,
      nextChangeAt: new Date(at(nextChange)).toISOString(),
    });
  const built: string[] = [];
  const switched: string[] = [];
  let current = liveNow;
  let buildGate: Promise<void> | undefined;
  const live = {
    current: () => current,
    build: async (_text: string, { at: moment }: { at?: LocalMoment } = {}) => {
      built.push(moment ?? "now");
      await buildGate;
      return `build as of ${moment ?? "now"}`;
    },
    switchTo: (build: string) => {
      switched.push(build);
      current = build;
    },
    prune: () => undefined,
    removeDropped: async () => undefined,
    discard: () => undefined,
  };
  const manifest = new ManifestService(join(dir, "site.json"), join(dir, "public"));
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const publisher = new LivePublisher(
    manifest,
    live as unknown as LiveSite,
    new SiteHistory(dir),
    new PublishJournal(folder("journal")),
    { log, clock },
  );
  const scheduled = new ScheduledPublishes(folder("scheduled"), manifest, publisher, { log, clock });
  const rebuilds = new DatedRebuilds(publisher, live as unknown as LiveSite, {
    dataDir: folder("data"),
    log,
    clock,
  });
  const withTitle = (title: string, path = "/about") => {
    const working = structuredClone(minimalManifest) as SiteManifest;
    const route = working.routes.find((candidate) => candidate.path === path);
    if (route) route.title = title;
    return { manifest: working, baseHash: manifest.current().hash };
  };
  const authors = () => git(dir, "log", "--format=%an|%s").trim().split("\n");
  return {
    dir,
    manifest,
    publisher,
    scheduled,
    rebuilds,
    built,
    switched,
    lines,
    withTitle,
    authors,
    holdBuilds: (held: Promise<void> | undefined) => (buildGate = held),
  };
}

describe("the live site changes by itself at its next moment", () => {
  // An afternoon, a change of day and a change of year: the same edges each time.
  it.each(["2026-11-04T14:00", "2026-11-05T00:00", "2027-01-01T00:00"] as LocalMoment[])(
    "the site as of %s is built three minutes ahead and goes live at the moment, not a second before",
    async (moment) => {
      const clock = new ManualClock(at(moment) - 3 * 60_000 - 1000);
      const { rebuilds, built, switched, lines } = await service(clock, moment);
      rebuilds.start();
      expect(built).toEqual([]);
      clock.set(at(moment) - 3 * 60_000);
      await vi.waitFor(() => expect(built).toEqual([moment]));
      clock.set(at(moment) - 1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(switched).toEqual([]);
      clock.set(at(moment));
      await vi.waitFor(() => expect(switched).toEqual([`build as of ${moment}`]));
      expect(lines).toContain(`editor publish: the site changed by itself as of ${moment}; nothing was committed`);
      await rebuilds.stop();
    },
  );

  it("a publish while the moment's build waits goes live at once; the moment's build then does not", async () => {
    const moment = "2026-11-04T14:00" as LocalMoment;
    const clock = new ManualClock(at(moment) - 60_000);
    const { rebuilds, publisher, built, switched, withTitle, authors } = await service(clock, moment);
    rebuilds.start();
    await vi.waitFor(() => expect(built).toEqual([moment]));
    await publisher.publish(withTitle("About the centre"), { name: "Ravi Shah" });
    expect(switched).toEqual(["build as of now"]);
    clock.set(at(moment));
    await rebuilds.stop();
    expect(switched).toEqual(["build as of now"]);
    expect(authors()[0]).toMatch(/^Ravi Shah\|/);
  });
});

describe("the live build shows now until its next moment", () => {
  it("is up to date a second before the moment and out of date at it, so a service started after it rebuilds", () => {
    const clock = new ManualClock(at("2026-11-04T13:59") + 59_000);
    const liveDir = folder("live");
    const build = join(liveDir, "builds", "20261103T090000-abcdef");
    mkdirSync(build, { recursive: true });
    const manifest = structuredClone(minimalManifest) as SiteManifest;
    const serverEntry = join(folder("server-bundle"), "entry-server.js");
    writeFileSync(serverEntry, "");
    writeBuildRecord(build, {
      code: codeFingerprint(),
      manifest,
      serverEntry,
      template: "",
      built: {
        shownAsOf: "2026-11-03T09:00",
        timeZone: zone,
        nextChange: "2026-11-04T14:00",
        nextChangeAt: new Date(at("2026-11-04T14:00")).toISOString(),
      },
    });
    const live = new LiveSite(liveDir, folder("public"), clock);
    live.switchTo(build);
    const text = JSON.stringify(manifest);
    expect(live.showsNow(text)).toBe(true);
    clock.advance(1000);
    expect(live.showsNow(text)).toBe(false);
  });
});

describe("Publish at", () => {
  it("refuses a moment that has just come, and takes one a second ahead", async () => {
    const clock = new ManualClock(at("2026-11-03T14:00"));
    const { scheduled, withTitle } = await service(clock);
    await expect(
      scheduled.schedule(withTitle("About the centre"), { name: "Asha Patel" }, "2026-11-03T14:00"),
    ).rejects.toMatchObject({ status: 422, code: "moment-passed" });
    clock.set(at("2026-11-03T14:00") - 1000);
    await expect(
      scheduled.schedule(withTitle("About the centre"), { name: "Asha Patel" }, "2026-11-03T14:00"),
    ).resolves.toMatchObject({ author: "Asha Patel", at: "2026-11-03T14:00" });
  });

  it("publishes a change at its time as its author, not a second before", async () => {
    const clock = new ManualClock(at("2026-11-03T13:00"));
    const { scheduled, withTitle, authors, manifest } = await service(clock);
    await scheduled.schedule(withTitle("About the centre"), { name: "Asha Patel" }, "2026-11-03T14:00");
    scheduled.start();
    clock.set(at("2026-11-03T14:00") - 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(authors()).toHaveLength(1);
    clock.set(at("2026-11-03T14:00"));
    await vi.waitFor(() => expect(scheduled.list()).toEqual([]));
    expect(authors()[0]).toMatch(/^Asha Patel\|About the centre › Page title: .*“About the centre”$/);
    expect(manifest.current().text).toContain('"title": "About the centre"');
    await scheduled.stop();
  });

  it("publishes an approved change at its time under its author's name, its approver the committer", async () => {
    const clock = new ManualClock(at("2026-11-03T13:00"));
    const { scheduled, withTitle, dir } = await service(clock);
    const person = { name: "Meena Joshi", approvedBy: "Asha Patel" };
    await scheduled.schedule(withTitle("About the centre"), person, "2026-11-03T14:00");
    scheduled.start();
    clock.set(at("2026-11-03T14:00"));
    await vi.waitFor(() => expect(scheduled.list()).toEqual([]));
    const last = git(dir, "log", "-1", "--format=%an|%cn|%(trailers:key=Approved-by,valueonly,separator=)");
    expect(last.trim()).toBe("Meena Joshi|Asha Patel|Asha Patel");
    await scheduled.stop();
  });

  it("publishes a change that falls due while someone else's publish is building, merged after it", async () => {
    const clock = new ManualClock(at("2026-11-03T13:00"));
    const { scheduled, publisher, withTitle, authors, manifest, holdBuilds } = await service(clock);
    await scheduled.schedule(withTitle("About the centre"), { name: "Asha Patel" }, "2026-11-03T14:00");
    scheduled.start();
    const building = gate();
    holdBuilds(building.opened);
    const ravis = publisher.publish(withTitle("Our gym", "/services/gym"), { name: "Ravi Shah" });
    clock.set(at("2026-11-03T14:00"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    building.open();
    await ravis;
    await vi.waitFor(() => expect(scheduled.list()).toEqual([]));
    expect(
      authors()
        .slice(0, 2)
        .map((line) => line.split("|")[0]),
    ).toEqual(["Asha Patel", "Ravi Shah"]);
    expect(manifest.current().text).toContain('"title": "About the centre"');
    expect(manifest.current().text).toContain('"title": "Our gym"');
    await scheduled.stop();
  });
});

describe("the service's clock, as EDITOR_CLOCK_STARTS_AT sets it", () => {
  it("is the machine's when unset, and otherwise starts at the instant named and runs on at real speed", async () => {
    expect(clockOfEnvironment({})).toBe(systemClock);
    const clock = clockOfEnvironment({ EDITOR_CLOCK_STARTS_AT: "2027-01-14T09:00:00+05:30" });
    const start = Date.parse("2027-01-14T03:30:00Z");
    expect(clock.now() - start).toBeGreaterThanOrEqual(0);
    expect(clock.now() - start).toBeLessThan(1000);
    const before = clock.now();
    await clock.until(before + 50);
    expect(clock.now() - before).toBeGreaterThanOrEqual(50);
  });

  it("refuses an instant written without its offset, or not an instant, in words", () => {
    for (const written of ["2027-01-14T09:00", "next Tuesday", "2027-01-14T09:00:00Zulu"])
      expect(() => clockOfEnvironment({ EDITOR_CLOCK_STARTS_AT: written })).toThrow(
        `EDITOR_CLOCK_STARTS_AT is "${written}": write an instant with its offset, e.g. 2027-01-14T09:00:00+05:30.`,
      );
  });
});
