import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LiveSite } from "../../../editor/server/live/live-site.ts";
import { buildRecordFile } from "../../../scripts/incremental/build-record.ts";

/** LIVE_DIR with complete builds named as the service names them, oldest first, each with a page and a record. */
function liveDirWithBuilds(names: string[]) {
  const liveDir = mkdtempSync(join(tmpdir(), "live-dropped-"));
  const serverEntry = join(liveDir, "server-entry.js");
  writeFileSync(serverEntry, "");
  for (const name of names) {
    const build = join(liveDir, "builds", name);
    mkdirSync(join(build, "about"), { recursive: true });
    writeFileSync(join(build, "about", "index.html"), `<p>${name}</p>`);
    writeFileSync(buildRecordFile(build), JSON.stringify({ serverEntry }));
    writeFileSync(`${build}.nginx.conf`, "");
  }
  return { liveDir, site: new LiveSite(liveDir, join(liveDir, "public")) };
}

const buildsIn = (liveDir: string) => readdirSync(join(liveDir, "builds")).sort();

describe("old builds after a publish", () => {
  it("are moved aside at once, with their records, keeping the live one and the three newest", async () => {
    const names = ["20261101T1000", "20261102T1000", "20261103T1000", "20261104T1000", "20261105T1000"];
    const { liveDir, site } = liveDirWithBuilds(names);
    site.switchTo(join(liveDir, "builds", names[0]));

    site.prune();

    const kept = [names[0], ...names.slice(2)];
    expect(buildsIn(liveDir)).toEqual(
      kept.flatMap((name) => [name, `${name}.build.json`, `${name}.nginx.conf`]).sort(),
    );
    expect(readdirSync(join(liveDir, "dropped"))).toEqual([names[1]]);
    expect(site.current()).toBe(join(liveDir, "builds", names[0]));

    // A second publish's removal may start while the first one's goes on: neither fails, both end.
    await Promise.all([site.removeDropped(), site.removeDropped()]);
    expect(readdirSync(join(liveDir, "dropped"))).toEqual([]);
    expect(buildsIn(liveDir)).toHaveLength(kept.length * 3);
  });

  it("moved aside, not yet removed when the service stopped, go at the next start, not told as left by a build", () => {
    const names = ["20261101T1000", "20261102T1000", "20261103T1000", "20261104T1000", "20261105T1000"];
    const { liveDir, site } = liveDirWithBuilds(names);
    site.switchTo(join(liveDir, "builds", names[4]));
    site.prune();
    expect(readdirSync(join(liveDir, "dropped"))).toHaveLength(2);

    expect(new LiveSite(liveDir, join(liveDir, "public")).clearLeftovers()).toEqual([]);
    expect(existsSync(join(liveDir, "dropped"))).toBe(false);
    expect(buildsIn(liveDir)).toHaveLength(9);
  });
});
