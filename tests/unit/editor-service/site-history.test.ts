import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { gitBlobId, SiteHistory } from "../../../editor/server/versions/site-history.ts";
import { sampleManifest, sampleManifestText } from "../../fixtures/sample-site.ts";

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

/** Writes `files` (path: text) in `dir` and commits them all as a developer, not through the editor. */
function commitFiles(dir: string, message: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git(dir, "add", "--", ...Object.keys(files));
  git(dir, "-c", "user.name=Developer", "-c", "user.email=dev@example.invalid", "commit", "-qm", message);
  return git(dir, "rev-parse", "HEAD").trim();
}

/** A site folder in a repository of its own, with one commit, as a clinic's clone would be. */
function siteRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), "history-"));
  git(dir, "init", "-q", "-b", "main");
  writeFileSync(join(dir, "site.json"), '{ "site": { "name": "Sahaj" }, "routes": [] }\n');
  git(dir, "add", "-A");
  git(dir, "-c", "user.name=Setup", "-c", "user.email=setup@example.invalid", "commit", "-qm", "Start");
  return dir;
}

describe("the site's versions in git", () => {
  it("are commits by the person who published, with what changed in words, and the pictures they use", async () => {
    const dir = siteRepository();
    mkdirSync(join(dir, "public/images/uploads"), { recursive: true });
    writeFileSync(join(dir, "public/images/uploads/pilates.jpg"), "picture bytes");
    writeFileSync(join(dir, "public/images/uploads/unused.jpg"), "other bytes");
    writeFileSync(join(dir, "site.json"), '{ "site": { "name": "Sahaj Health" }, "routes": [] }\n');
    const history = new SiteHistory(dir);
    const changes = ["Site settings › Name: changed", "Pilates: page added"];
    const commit = await history.record(
      { name: "Asha Patel" },
      {
        title: "Site settings › Name: changed (and 1 more)",
        changes,
        pictures: ["/images/uploads/pilates.jpg", "/images/uploads/gone.jpg"],
        pages: ["/", "/services/gym/pilates", "/doctors/100%"],
      },
    );
    expect(git(dir, "show", "--name-only", "--format=%an <%ae>|%s", commit).trim().split("\n")).toEqual([
      "Asha Patel <asha.patel@editor.invalid>|Site settings › Name: changed (and 1 more)",
      "",
      "public/images/uploads/pilates.jpg",
      "site.json",
    ]);
    const [latest, first] = await history.list();
    expect(latest).toMatchObject({
      commit,
      author: "Asha Patel",
      changes,
      pages: ["/", "/services/gym/pilates", "/doctors/100%"],
    });
    expect(first).toMatchObject({ author: "Setup", title: "Start", changes: ["Start"], pages: [] });
    expect(await history.textAt(first.commit)).toBe('{ "site": { "name": "Sahaj" }, "routes": [] }\n');
    await expect(history.textAt("HEAD~1; rm -rf /")).rejects.toThrow(/not a version/);
  });

  it("are pushed to the remote the service names, so a host that builds from git gets them", async () => {
    const remote = mkdtempSync(join(tmpdir(), "remote-"));
    git(remote, "init", "-q", "--bare", "-b", "main");
    const dir = siteRepository();
    const history = new SiteHistory(dir);
    git(dir, "remote", "add", "origin", remote);
    writeFileSync(join(dir, "site.json"), '{ "site": { "name": "Sahaj Clinic" }, "routes": [] }\n');
    const commit = await history.record(
      { name: "Ravi" },
      { title: "Site settings › Name: changed", changes: [], pictures: [], pages: [] },
    );
    await history.push("origin");
    expect(git(remote, "rev-parse", "main").trim()).toBe(commit);
  });

  it("are only the commits of the site's content: site.json and pictures, never the engine's code", async () => {
    const dir = siteRepository();
    const site = (name: string) => `{ "site": { "name": "${name}" }, "routes": [] }\n`;
    commitFiles(dir, "Schema: hours move to site.openingHours", { "site.json": site("A"), "src/x.ts": "code" });
    const withPicture = commitFiles(dir, "Banner", { "site.json": site("B"), "public/images/a.jpg": "bytes" });
    const pictureOnly = commitFiles(dir, "A new photo", { "public/images/b.jpg": "bytes" });
    commitFiles(dir, "Engine pictures", { "public/images/c.jpg": "bytes", "package.json": "{}" });
    commitFiles(dir, "Only code", { "src/y.ts": "code" });
    const titles = (await new SiteHistory(dir).list()).map(({ commit, title }) => ({ commit, title }));
    expect(titles).toEqual([
      { commit: pictureOnly, title: "A new photo" },
      { commit: withPicture, title: "Banner" },
      { commit: expect.any(String), title: "Start" },
    ]);
  });

  it("of a site in a folder of the engine's repository leave out its commits, and read that site.json", async () => {
    const dir = mkdtempSync(join(tmpdir(), "history-repo-"));
    git(dir, "init", "-q", "-b", "main");
    const siteDir = join(dir, "sites/clinic");
    const first = commitFiles(dir, "Clinic site", { "sites/clinic/site.json": "1\n", "site.json": "root\n" });
    commitFiles(dir, "Engine change", { "sites/clinic/site.json": "2\n", "schema/site.schema.json": "{}" });
    const history = new SiteHistory(siteDir);
    const versions = await history.list();
    expect(versions.map(({ commit }) => commit)).toEqual([]);
    const second = commitFiles(dir, "Staff change", { "sites/clinic/site.json": "3\n" });
    expect((await history.list()).map(({ commit }) => commit)).toEqual([second]);
    expect(await history.textAt(second)).toBe("3\n");
    expect(await history.textAt(first)).toBe("1\n");
  });

  it("say in words why one this editor cannot read cannot be restored, and offer the others", async () => {
    const dir = siteRepository();
    const current = commitFiles(dir, "Today's form", { "site.json": sampleManifestText() });
    // The form of an engine before the clinic's contact details were gathered in site.contact.
    const older = sampleManifest() as unknown as { site: Record<string, unknown> };
    const { contact, ...rest } = older.site;
    older.site = { ...rest, phone: (contact as { phones: string[] }).phones[0] };
    const old = commitFiles(dir, "Older form", { "site.json": JSON.stringify(older, null, 2) });
    commitFiles(dir, "Half written", { "site.json": '{ "site": ' });
    const [broken, olderVersion, currentVersion] = await new SiteHistory(dir).list();
    expect(currentVersion).toMatchObject({ commit: current });
    expect(currentVersion.cannotRestore).toBeUndefined();
    expect(olderVersion).toMatchObject({
      commit: old,
      cannotRestore:
        "This version was written for an older form of the site's data, so this editor cannot put it back: " +
        "Site settings has no “Contact”, which this editor needs (and 1 more difference).",
    });
    expect(broken.cannotRestore).toMatch(/^This version's site\.json is not complete .*cannot put it back\.$/);
  });

  it("say plainly when the site folder is not in a repository", async () => {
    expect(await new SiteHistory(mkdtempSync(join(tmpdir(), "no-git-"))).isRepository()).toBe(false);
  });
});

describe("the committed site.json", () => {
  it("is named by git as gitBlobId names its text, in either of git's object formats", () => {
    const text = '{ "site": { "name": "સહજ હેલ્થ — सहज" }, "routes": [] }\r\n';
    const named = (format: string) => {
      const dir = mkdtempSync(join(tmpdir(), "blob-id-"));
      git(dir, "init", "-q", `--object-format=${format}`);
      writeFileSync(join(dir, "site.json"), text);
      return git(dir, "hash-object", "--no-filters", "site.json").trim();
    };
    expect(gitBlobId(text, 40)).toBe(named("sha1"));
    expect(gitBlobId(text, 64)).toBe(named("sha256"));
    expect(gitBlobId(text, 12)).toBeUndefined();
  });

  it("is the text the caller expected when git names it the same, and git's own text when not", async () => {
    const dir = siteRepository();
    const committed = '{ "site": { "name": "Sahaj" }, "routes": [] }\n';
    const history = new SiteHistory(dir);
    expect(await history.committedText(committed)).toBe(committed);
    expect(await history.committedText('{ "site": { "name": "Sahaj Health" }, "routes": [] }\n')).toBe(committed);
    expect(await history.committedText()).toBe(committed);
    git(dir, "rm", "-q", "site.json");
    git(dir, "-c", "user.name=Setup", "-c", "user.email=setup@example.invalid", "commit", "-qm", "Gone");
    expect(await history.committedText(committed)).toBeUndefined();
  });
});
