import { describe, expect, it } from "vitest";
import { sitemapXml } from "../../scripts/prerender/seo.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { pagePathsOf, prerenderWith } from "./support/prerender-with.ts";

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
      paragraphs: [opening, "Send your résumé to the clinic's email address with the post in the subject line."],
    },
  ],
} satisfies SiteManifest["routes"][number];

describe("an editor adds a page by editing site.json alone", () => {
  it("is prerendered with its content, linked from the menu and the footer, and listed in the sitemap", async () => {
    const manifest = sampleManifest();
    manifest.routes.push(careers);
    manifest.site.header.nav.push({ label: "Careers", href: "/careers" });
    manifest.site.footer.quickLinks.push({ label: "Work With Us", href: "/careers" });

    const paths = pagePathsOf(manifest);
    expect(paths).toContain("/careers");
    const pages = await prerenderWith(manifest, ["/careers", "/"]);
    const html = pages.get("/careers") ?? "";
    expect(html).toContain("<title>Careers | ");
    expect(html).toContain('<h1 class="page-heading__title">Careers</h1>');
    expect(html).toContain(opening);

    const home = pages.get("/") ?? "";
    expect(home).toMatch(/<a[^>]*href="\/careers"[^>]*>Careers<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/careers"[^>]*>Work With Us<\/a>/);
    expect(sitemapXml("https://www.example.com", paths)).toContain("/careers</loc>");
  });
});
