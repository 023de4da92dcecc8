import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { git, instantLiveSite, pictureBytes, siteInGit } from "./support/site-in-git.ts";
import { LivePublisher } from "../../../editor/server/live/live-publisher.ts";
import { PublishJournal } from "../../../editor/server/live/publish-journal.ts";
import { ManifestService } from "../../../editor/server/manifest-service.ts";
import { removePictures } from "../../../editor/server/picture-removal.ts";
import { removalWithVersions } from "../../../editor/server/service/removal-with-versions.ts";
import { namedNow } from "../../../editor/server/unused-pictures.ts";
import { SiteHistory } from "../../../editor/server/versions/site-history.ts";
import { minimalManifest } from "../fixtures/minimal-manifest.ts";

const knee = "/images/uploads/knee.jpg";
type Manifest = typeof minimalManifest & { routes: { path: string; blocks: unknown[] }[] };

/** The about page with a banner of this picture, as a receptionist's edit would make it. */
function withAboutPicture(image: string, title = "About"): Manifest {
  const manifest = structuredClone(minimalManifest) as Manifest;
  manifest.routes[1].blocks = [{ type: "pageBanner", title, image }];
  return manifest;
}

/**
 * The editor service's publish, History, restore and removal on a site folder in git; the build of the
 * live website is left out (it is tested on its own), so each publish here takes a moment.
 */
async function service() {
  const dir = await siteInGit("removed-pictures-", minimalManifest);
  const manifest = new ManifestService(join(dir, "site.json"), join(dir, "public"));
  const history = new SiteHistory(dir);
  const live = instantLiveSite(dir);
  const journal = new PublishJournal(mkdtempSync(join(tmpdir(), "removed-pictures-data-")));
  const publisher = new LivePublisher(manifest, live, history, journal, {
    log: () => undefined,
  });
  const publish = (working: unknown) =>
    publisher.publish({ manifest: working, baseHash: manifest.current().hash }, { name: "Asha" });
  const remove = (working: unknown, paths: string[]) =>
    removalWithVersions(
      publisher,
      history,
    )(() => removePictures(join(dir, "public"), paths, namedNow(working, manifest.current().text)));
  return { dir, manifest, history, publisher, publish, remove, kneeBytes: await pictureBytes(200) };
}

describe("a picture no page uses, removed in the editor service", () => {
  it("leaves later publishes working, goes with the next version, and comes back with an older one", async () => {
    const { dir, manifest, publisher, publish, remove, kneeBytes } = await service();
    writeFileSync(join(dir, "public", knee), kneeBytes);
    const used = await publish(withAboutPicture(knee));
    expect(git(dir, "show", "--name-only", "--format=", used.version ?? "")).toContain(
      "public/images/uploads/knee.jpg",
    );

    const replaced = withAboutPicture("/images/banner.jpg");
    await publish(replaced);
    await expect(remove(withAboutPicture(knee), [knee])).rejects.toMatchObject({ status: 409 });
    expect(await remove(replaced, [knee])).toEqual({ removed: [knee], gone: [] });
    expect(existsSync(join(dir, "public", knee))).toBe(false);

    const next = await publish(withAboutPicture("/images/banner.jpg", "About the clinic"));
    expect(next.changed).toBe(true);
    expect(git(dir, "show", "--name-status", "--format=%B", next.version ?? "")).toContain(
      "Pictures no page used, removed from the folder: uploads/knee.jpg",
    );
    expect(git(dir, "show", "--name-status", "--format=", next.version ?? "")).toContain(
      "D\tpublic/images/uploads/knee.jpg",
    );
    expect(git(dir, "status", "--porcelain")).toBe("");

    const restored = await publisher.restore(used.version ?? "", manifest.current().hash, { name: "Ravi" });
    expect(restored.changed).toBe(true);
    expect(readFileSync(join(dir, "public", knee)).equals(kneeBytes)).toBe(true);
    expect(JSON.parse(manifest.current().text)).toEqual(withAboutPicture(knee));
    expect(git(dir, "show", "--name-status", "--format=", restored.version ?? "")).toContain(
      "A\tpublic/images/uploads/knee.jpg",
    );
    expect(git(dir, "status", "--porcelain")).toBe("");
  });

  it("removed and not yet published, comes back with a restore, and git holds it as before", async () => {
    const { dir, manifest, publisher, publish, remove, kneeBytes } = await service();
    writeFileSync(join(dir, "public", knee), kneeBytes);
    const used = await publish(withAboutPicture(knee));
    await publish(withAboutPicture("/images/banner.jpg"));
    await remove(JSON.parse(manifest.current().text), [knee]);

    const restored = await publisher.restore(used.version ?? "", manifest.current().hash, { name: "Ravi" });
    expect(restored.changed).toBe(true);
    expect(readFileSync(join(dir, "public", knee)).equals(kneeBytes)).toBe(true);
    expect(git(dir, "show", "--name-only", "--format=", restored.version ?? "")).not.toContain("knee.jpg");
    expect(git(dir, "ls-files", "public/images/uploads")).toBe("public/images/uploads/knee.jpg\n");
    expect(git(dir, "status", "--porcelain")).toBe("");
  });
});
