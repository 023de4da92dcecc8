import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SiteHistory } from "../../../editor/server/versions/site-history.ts";

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });

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

  it("are pushed to the repository's remote when it has one, so a host that builds from git gets them", async () => {
    const remote = mkdtempSync(join(tmpdir(), "remote-"));
    git(remote, "init", "-q", "--bare", "-b", "main");
    const dir = siteRepository();
    const history = new SiteHistory(dir);
    expect(await history.pushIfRemote()).toBeUndefined();
    git(dir, "remote", "add", "origin", remote);
    writeFileSync(join(dir, "site.json"), '{ "site": { "name": "Sahaj Clinic" }, "routes": [] }\n');
    const commit = await history.record(
      { name: "Ravi" },
      { title: "Site settings › Name: changed", changes: [], pictures: [], pages: [] },
    );
    expect(await history.pushIfRemote()).toBe("origin");
    expect(git(remote, "rev-parse", "main").trim()).toBe(commit);
  });

  it("say plainly when the site folder is not in a repository", async () => {
    expect(await new SiteHistory(mkdtempSync(join(tmpdir(), "no-git-"))).isRepository()).toBe(false);
  });
});
