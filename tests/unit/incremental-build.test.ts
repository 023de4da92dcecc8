import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { fixedTestMoment } from "./support/fixed-moment.ts";
import { runScript } from "../support/project-command.ts";
import { copySite } from "../support/site-copy.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";

/** Three pages tell a page built anew from one shared with the previous build as well as 57, in less time. */
const fewPages = sampleManifest();
fewPages.routes = fewPages.routes.filter((route) => ["/", "/about", "/contact"].includes(route.path));
const copy = copySite({ label: "incremental", manifest: fewPages });
const builds = mkdtempSync(join(tmpdir(), "incremental-builds-"));
afterAll(() => {
  rmSync(builds, { recursive: true, force: true });
  copy.remove();
});

function build(name: string, env: Record<string, string> = {}): string {
  const outDir = join(builds, name);
  // All three as of the same moment: the one a build starts from shows the site as of its own.
  const result = runScript("scripts/build.ts", {
    site: copy,
    args: ["--at", fixedTestMoment],
    env: { OUT_DIR: outDir, BUILD_RECORD: "1", ...env },
  });
  if (result.status !== 0) throw new Error(`The build of ${name} failed:\n${result.stderr}`);
  return result.stdout;
}

function filesOf(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(dir, file), readFileSync(file)];
      }),
  );
}

function editManifest(change: (manifest: SiteManifest) => void) {
  const manifest = JSON.parse(copy.readManifestText()) as SiteManifest;
  change(manifest);
  copy.writeManifestText(`${JSON.stringify(manifest, null, 2)}\n`);
}

it("a build from the previous one, when one page's blocks changed, writes exactly what a whole build writes", () => {
  build("before");
  const before = filesOf(join(builds, "before"));
  // The change a publish makes: a new title and a newly uploaded picture on one page.
  mkdirSync(join(copy.publicDir, "images/uploads"), { recursive: true });
  copyFileSync(
    join(copy.publicDir, "images/banners/about-banner.jpg"),
    join(copy.publicDir, "images/uploads/team.jpg"),
  );
  // An upload no page uses (replaced by another): kept in the folder, shipped by neither build.
  copyFileSync(join(copy.publicDir, "images/banners/about-banner.jpg"), join(copy.publicDir, "images/uploads/old.jpg"));
  editManifest((manifest) => {
    const banner = manifest.routes.find((route) => route.path === "/about")?.blocks[0];
    if (banner?.type !== "pageBanner") throw new Error("The sample's /about starts with no page banner");
    banner.title = "About the Sahaj Centre";
    banner.image = "/images/uploads/team.jpg";
  });
  expect(build("changed", { REUSE_BUILD: join(builds, "before") })).toMatch(/^Built 1 changed pages into /m);
  build("whole", { BUILD_RECORD: "" });
  const whole = filesOf(join(builds, "whole"));
  const changed = filesOf(join(builds, "changed"));
  expect([...changed.keys()].sort()).toEqual([...whole.keys()].sort());
  const differing = [...whole].filter(([file, bytes]) => !bytes.equals(changed.get(file) ?? Buffer.alloc(0)));
  expect(differing.map(([file]) => file)).toEqual([]);
  expect(changed.get("about/index.html")?.toString()).toContain("About the Sahaj Centre");
  expect(changed.has("images/uploads/team.jpg")).toBe(true);
  expect([...whole.keys()].filter((file) => file.includes("uploads/old"))).toEqual([]);

  // The new build shares the unchanged files with the previous (live) one, and never wrote through them.
  const inode = (build: string, file: string) => statSync(join(builds, build, file)).ino;
  expect(inode("changed", "contact/index.html.br")).toBe(inode("before", "contact/index.html.br"));
  expect(inode("changed", "about/index.html")).not.toBe(inode("before", "about/index.html"));
  const beforeNow = filesOf(join(builds, "before"));
  expect([...before].filter(([file, bytes]) => !bytes.equals(beforeNow.get(file) ?? Buffer.alloc(0)))).toEqual([]);
}, 120_000);

it("pages written on two threads, each compressed as it is written, are the files one thread writes", () => {
  editManifest(
    (manifest) =>
      (manifest.site.languages = [
        { code: "en", name: "English" },
        { code: "gu", name: "ગુજરાતી" },
      ]),
  );
  expect(build("one-thread", { BUILD_RECORD: "", PRERENDER_THREADS: "1" })).toMatch(/^Built \d+ pages/m);
  build("two-threads", { BUILD_RECORD: "", PRERENDER_THREADS: "2" });
  const one = filesOf(join(builds, "one-thread"));
  const two = filesOf(join(builds, "two-threads"));
  expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
  expect([...one].filter(([file, bytes]) => !bytes.equals(two.get(file) ?? Buffer.alloc(0)))).toEqual([]);
  expect([...two.keys()].filter((file) => file.startsWith("gu/") && file.endsWith(".html.br")).length).toBeGreaterThan(
    2,
  );
});
