import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { git, instantLiveSite, siteInGit } from "./support/site-in-git.ts";
import { LivePublisher } from "../../../editor/server/live/live-publisher.ts";
import { PublishJournal } from "../../../editor/server/live/publish-journal.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { SiteHistory } from "../../../editor/server/versions/site-history.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

const site = (name: string) => ({ ...minimalManifest, site: { ...minimalManifest.site, name } });

/** A site in git whose repository has a remote, as a clone has; the live build is left out. */
async function publisherWithRemote(pushRemote: string | undefined) {
  const remote = mkdtempSync(join(tmpdir(), "push-remote-"));
  git(remote, "init", "-q", "--bare", "-b", "main");
  const dir = await siteInGit("push-site-", site("Sahaj"));
  git(dir, "remote", "add", "origin", remote);
  const manifest = new ManifestService(join(dir, "site.json"), join(dir, "public"));
  const live = instantLiveSite(dir);
  const history = new SiteHistory(dir);
  const publisher = new LivePublisher(
    manifest,
    live,
    history,
    new PublishJournal(mkdtempSync(join(tmpdir(), "push-data-"))),
    { pushRemote, log: () => undefined },
  );
  const remoteHead = () => git(remote, "rev-parse", "--verify", "--quiet", "main").trim();
  return { dir, manifest, publisher, history, remoteHead };
}

describe("pushing published versions to a git remote", () => {
  it("happens only when EDITOR_PUSH_REMOTE names one, whatever remotes the clone has", async () => {
    for (const pushRemote of [undefined, "origin"]) {
      const { manifest, publisher, remoteHead } = await publisherWithRemote(pushRemote);
      const published = await publisher.publish(
        { manifest: site("Sahaj Health"), baseHash: manifest.current().hash },
        { name: "Asha" },
      );
      expect(published.changed).toBe(true);
      if (pushRemote) expect(remoteHead()).toBe(published.version);
      else expect(() => remoteHead()).toThrow();
    }
  });
});

describe("what the other editors are told of a publish", () => {
  it("is the version before it until it is committed and live, then who published what", async () => {
    const { manifest, publisher, history } = await publisherWithRemote(undefined);
    const before = manifest.current().hash;
    let toldDuringCommit: string | undefined;
    const record = history.record.bind(history);
    history.record = async (...args) => {
      toldDuringCommit = publisher.settledHash(manifest.current().hash);
      return record(...args);
    };
    const published = await publisher.publish(
      { manifest: site("Sahaj Health"), baseHash: before },
      { name: "Dr Mehta" },
    );
    expect(manifest.current().hash).not.toBe(before);
    expect(toldDuringCommit).toBe(before);
    expect(publisher.settledHash(manifest.current().hash)).toBe(published.hash);
    expect(await publisher.publishOf(published.hash)).toMatchObject({
      author: "Dr Mehta",
      title: "Site settings › Name: “Sahaj” → “Sahaj Health”",
    });
  });
});
