import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

const repo = resolve(".");

/**
 * A copy of the project in which only site.json differs, as when an editor changes the file and
 * nothing else; pictures and installed packages are shared with the real project.
 */
function projectWithManifest(edit: (manifest: SiteManifest) => void): string {
  const folder = mkdtempSync(join(tmpdir(), "edited-site-"));
  for (const entry of ["src", "scripts", "schema", "index.html", "vite.config.ts", "tsconfig.json", "package.json"])
    cpSync(join(repo, entry), join(folder, entry), { recursive: true });
  symlinkSync(join(repo, "node_modules"), join(folder, "node_modules"));
  symlinkSync(join(repo, "public"), join(folder, "public"));
  const manifest = JSON.parse(readFileSync(join(repo, "site.json"), "utf8")) as SiteManifest;
  edit(manifest);
  writeFileSync(join(folder, "site.json"), JSON.stringify(manifest, null, 2));
  return folder;
}

const opening = "We are looking for a physiotherapist with two years of clinical experience for our morning shift.";

const careers = {
  path: "/careers",
  title: "Careers",
  description: "Work with the physiotherapists, trainers and skin specialists of the health centre.",
  heading: "Careers",
  blocks: [
    { type: "pageBanner", title: "Join Our Team", image: "/images/banners/about-banner.jpg" },
    {
      type: "article",
      title: "Open positions",
      paragraphs: [
        opening,
        "Send your résumé to the clinic's email address with the post in the subject line.",
      ],
    },
  ],
} satisfies SiteManifest["routes"][number];

describe("an editor adds a page by editing site.json alone", () => {
  it("is prerendered with its content, linked from the menu and the footer, and listed in the sitemap", () => {
    const folder = projectWithManifest((manifest) => {
      manifest.routes.push(careers);
      manifest.site.header.nav.push({ label: "Careers", href: "/careers" });
      manifest.site.footer.quickLinks.push({ label: "Work With Us", href: "/careers" });
    });
    const outDir = join(folder, "dist");
    const build = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/build.ts"], {
      cwd: folder,
      env: { ...process.env, OUT_DIR: outDir },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);

    const page = join(outDir, "careers", "index.html");
    expect(existsSync(page)).toBe(true);
    const html = readFileSync(page, "utf8");
    expect(html).toContain("<title>Careers | ");
    expect(html).toContain('<h1 class="page-heading__title">Careers</h1>');
    expect(html).toContain(opening);

    const home = readFileSync(join(outDir, "index.html"), "utf8");
    expect(home).toMatch(/<a[^>]*href="\/careers"[^>]*>Careers<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/careers"[^>]*>Work With Us<\/a>/);
    expect(readFileSync(join(outDir, "sitemap.xml"), "utf8")).toContain("/careers</loc>");
  }, 180_000);
});
