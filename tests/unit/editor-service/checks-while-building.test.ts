import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteInGit } from "./support/site-in-git.ts";
import { HttpError } from "../../../editor/server/http-io.ts";
import { LivePublisher } from "../../../editor/server/live/live-publisher.ts";
import { BuildFailed, type LiveSite } from "../../../editor/server/live/live-site.ts";
import { PublishJournal } from "../../../editor/server/live/publish-journal.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { SiteHistory } from "../../../editor/server/versions/site-history.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

const site = (name: string, image = "/images/banner.jpg") => ({
  ...minimalManifest,
  site: { ...minimalManifest.site, name },
  routes: [
    { path: "/", blocks: [{ type: "pageBanner", title: "Welcome", image }] },
    ...minimalManifest.routes.slice(1),
  ],
});

/**
 * A publisher whose builds are in the test's hands: each build waits until the test ends it (or its stop
 * signal does), so the case decides whether the checks or the build answer first.
 */
async function publisherWithHeldBuilds() {
  const dir = await siteInGit("checks-building-", site("Sahaj"));
  const builds: { text: string; stopped: boolean; end: (outcome: "done" | "failed") => void }[] = [];
  const discarded: string[] = [];
  const switched: string[] = [];
  const live = {
    build: (text: string, { stop }: { stop?: AbortSignal } = {}) =>
      new Promise<string>((resolve, reject) => {
        const build = {
          text,
          stopped: false,
          end: (outcome: "done" | "failed") =>
            outcome === "done" ? resolve(`build ${builds.length}`) : reject(new BuildFailed("The build broke.")),
        };
        builds.push(build);
        stop?.addEventListener("abort", () => {
          build.stopped = true;
          reject(new BuildFailed("Stopped."));
        });
      }),
    switchTo: (build: string) => switched.push(build),
    discard: (build: string) => discarded.push(build),
    prune: () => undefined,
    removeDropped: async () => undefined,
  };
  const manifest = new ManifestService(join(dir, "site.json"), join(dir, "public"));
  const dataDir = mkdtempSync(join(tmpdir(), "checks-building-data-"));
  const journal = new PublishJournal(dataDir);
  const lines: string[] = [];
  const publisher = new LivePublisher(manifest, live as unknown as LiveSite, new SiteHistory(dir), journal, {
    log: (line) => lines.push(line),
  });
  /** Resolves once the publish has started its build. */
  const buildStarted = async () => {
    for (let tries = 0; builds.length === 0; tries++) {
      if (tries > 500) throw new Error("No build started.");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return builds[0];
  };
  return { dir, manifest, publisher, journal, builds, buildStarted, discarded, switched, lines };
}

describe("a publish checks site.json while its build runs", () => {
  it("starts the build before the checks have answered, and publishes once both are done", async () => {
    const { dir, manifest, publisher, buildStarted, switched } = await publisherWithHeldBuilds();
    const before = manifest.current();
    const publishing = publisher.publish({ manifest: site("Sahaj Health"), baseHash: before.hash }, { name: "Asha" });
    const build = await buildStarted();
    expect(JSON.parse(build.text)).toMatchObject({ site: { name: "Sahaj Health" } });
    expect(readFileSync(join(dir, "site.json"), "utf8")).toBe(before.text);
    build.end("done");
    const published = await publishing;
    expect(published.changed).toBe(true);
    expect(switched).toEqual(["build 1"]);
    expect(JSON.parse(readFileSync(join(dir, "site.json"), "utf8"))).toMatchObject({ site: { name: "Sahaj Health" } });
  });

  it("stops and removes the build when the checks refuse, and says what the checks found", async () => {
    const { dir, manifest, publisher, journal, buildStarted, discarded, switched, lines } =
      await publisherWithHeldBuilds();
    const before = manifest.current();
    const refused = await publisher
      .publish({ manifest: site("Sahaj Health", "/images/missing.jpg"), baseHash: before.hash }, { name: "Asha" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 422, code: "invalid" });
    expect(JSON.stringify((refused as HttpError).extra)).toContain("/images/missing.jpg");
    expect((await buildStarted()).stopped).toBe(true);
    expect(discarded).toEqual([]);
    expect(switched).toEqual([]);
    expect(lines.join("\n")).not.toContain("the build failed");
    expect(existsSync(journal.path)).toBe(false);
    expect(readFileSync(join(dir, "site.json"), "utf8")).toBe(before.text);
  });

  it("tells of the checks' refusal, not the build's failure, when both go wrong", async () => {
    const { publisher, manifest, buildStarted } = await publisherWithHeldBuilds();
    const publishing = publisher
      .publish(
        { manifest: site("Sahaj Health", "/images/missing.jpg"), baseHash: manifest.current().hash },
        { name: "Asha" },
      )
      .catch((error: unknown) => error);
    (await buildStarted()).end("failed");
    expect(await publishing).toMatchObject({ status: 422, code: "invalid" });
  });

  it("tells of the failed build when the checks pass, leaving site.json and the live site as they were", async () => {
    const { dir, publisher, manifest, journal, buildStarted, switched } = await publisherWithHeldBuilds();
    const before = manifest.current();
    const publishing = publisher
      .publish({ manifest: site("Sahaj Health"), baseHash: before.hash }, { name: "Asha" })
      .catch((error: unknown) => error);
    (await buildStarted()).end("failed");
    const failed = await publishing;
    expect(failed).toMatchObject({ status: 500, code: "build-failed" });
    expect((failed as HttpError).message).toContain("The build broke.");
    expect(switched).toEqual([]);
    expect(existsSync(journal.path)).toBe(false);
    expect(readFileSync(join(dir, "site.json"), "utf8")).toBe(before.text);
  });
});
