import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { buildProject, projectWithManifest, sampleManifest } from "../fixtures/project-with-manifest.ts";

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
    const manifest = sampleManifest();
    manifest.routes.push(careers);
    manifest.site.header.nav.push({ label: "Careers", href: "/careers" });
    manifest.site.footer.quickLinks.push({ label: "Work With Us", href: "/careers" });
    const folder = projectWithManifest(manifest);
    const outDir = join(folder, "dist");
    const build = buildProject(folder, outDir);
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
