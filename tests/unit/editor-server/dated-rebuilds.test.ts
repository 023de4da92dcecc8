import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../support/manual-clock.ts";
import { writeBuiltMoment } from "../../../scripts/dates/build-moment.ts";
import { DatedRebuilds } from "../../../editor/server/live/dated-rebuilds.ts";
import type { LivePublisher } from "../../../editor/server/live/live-publisher.ts";
import type { LiveSite } from "../../../editor/server/live/live-site.ts";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "dated-rebuilds-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A live build whose next change is at 2026-11-04T00:00 in India (18:30 the day before, UTC). */
function liveBuild(): LiveSite {
  const dir = folder();
  writeBuiltMoment(dir, {
    shownAsOf: "2026-11-03T09:00",
    timeZone: "Asia/Kolkata",
    nextChange: "2026-11-04T00:00",
    nextChangeAt: "2026-11-03T18:30:00.000Z",
  });
  return { current: () => dir } as unknown as LiveSite;
}

describe("the live site changes at the moments its dates say", () => {
  it("builds the site as of the next change a little ahead, to go live at that very moment", async () => {
    const rebuildAsOf = vi.fn(async () => true);
    const lines: string[] = [];
    const clock = new ManualClock("2026-11-03T18:28:00.000Z");
    const rebuilds = new DatedRebuilds({ rebuildAsOf } as unknown as LivePublisher, liveBuild(), {
      dataDir: folder(),
      log: (line) => lines.push(line),
      clock,
    });
    rebuilds.start();
    await rebuilds.stop();
    expect(rebuildAsOf).toHaveBeenCalledWith(
      "2026-11-04T00:00",
      new Date("2026-11-03T18:30:00.000Z"),
      expect.anything(),
    );
    expect(lines).toEqual(["editor publish: the site changed by itself as of 2026-11-04T00:00; nothing was committed"]);
  });

  it("waits while the next change is further off than its build takes", async () => {
    const rebuildAsOf = vi.fn(async () => true);
    const rebuilds = new DatedRebuilds({ rebuildAsOf } as unknown as LivePublisher, liveBuild(), {
      dataDir: folder(),
      log: () => {},
      clock: new ManualClock("2026-11-03T17:00:00.000Z"),
    });
    rebuilds.start();
    await rebuilds.stop();
    expect(rebuildAsOf).not.toHaveBeenCalled();
  });

  it("keeps a failed rebuild for staff to see, tries again later, and forgets it once one succeeds", async () => {
    const clock = new ManualClock("2026-11-03T18:31:00.000Z");
    const rebuildAsOf = vi
      .fn<LivePublisher["rebuildAsOf"]>()
      .mockRejectedValueOnce(new Error("The website could not be built from this version."))
      .mockResolvedValue(true);
    const lines: string[] = [];
    const dataDir = folder();
    const rebuilds = new DatedRebuilds({ rebuildAsOf } as unknown as LivePublisher, liveBuild(), {
      dataDir,
      log: (line) => lines.push(line),
      clock,
    });
    rebuilds.start();
    await vi.waitFor(() => expect(rebuilds.failure()).toBeDefined());
    expect(rebuilds.failure()).toEqual({
      moment: "2026-11-04T00:00",
      failedAt: "2026-11-03T18:31:00.000Z",
      message: "The website could not be built from this version.",
    });
    expect(lines[0]).toContain("the site as of 2026-11-04T00:00 could not be built; the live site is as it was.");
    // Not again at once: a minute later.
    clock.set("2026-11-03T18:31:59.999Z");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rebuildAsOf).toHaveBeenCalledTimes(1);
    clock.set("2026-11-03T18:32:00.000Z");
    await vi.waitFor(() => expect(rebuildAsOf.mock.calls.length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(() => expect(rebuilds.failure()).toBeUndefined());
    await rebuilds.stop();
  });
});
