import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { site } from "virtual:site";
import { describe, expect, it } from "vitest";
import { fileForPath, patternPages, staticPaths } from "../../scripts/prerender/page-paths.ts";
import { seoHead, sitemapXml } from "../../scripts/prerender/seo.ts";
import { resolveRequest } from "../../scripts/server/resolve-request.ts";
import type { RouteEntry } from "../../src/manifest/route-entry.ts";
import type { Block, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

const article = (title: string): Block => ({ type: "article", title, paragraphs: ["Text."] });
const siteUrl = "https://clinic.example";
const manifest: SiteManifest = {
  site: {
    ...site,
    url: siteUrl,
    header: {
      ...site.header,
      nav: [
        { label: "A doctor whose id holds a percent sign", href: "/doctors/100%25" },
        { label: "A doctor whose id holds a space", href: "/doctors/dr%20a?tab=hours" },
        { label: "A malformed address", href: "/doctors/%E0%A4%A" },
        { label: "A doctor whose id holds a question mark", href: "/doctors/a%3Fb" },
      ],
    },
  },
  routes: [
    { path: "/", title: "Home", blocks: [article("Home")] },
    { path: "/doctors/:doctorId", title: "Doctor", blocks: [article("Doctor")] },
  ],
};
const routes: RouteEntry[] = manifest.routes.map(({ blocks, ...settings }) => ({
  ...settings,
  loadContent: async () => ({ blocks, images: {} }),
}));
const paths = staticPaths(manifest, routes);

describe("the build decodes a link once, where it comes in, and writes it as an address only where it is one", () => {
  it("prerenders the page a link leads to under its decoded text, and nothing for a malformed link", () => {
    expect(paths).toContain("/doctors/100%");
    expect(paths).toContain("/doctors/dr a");
    expect(paths.filter((path) => path.includes("%25") || path.includes("%20") || path.includes("%E0"))).toEqual([]);
  });

  it("writes no file of its own for a path holding ? or #, which a lookup would cut: the shared page serves it", () => {
    expect(paths.filter((path) => /[?#]/.test(path))).toEqual([]);
  });

  it("writes the canonical address and the sitemap entry encoded, as the link was", () => {
    const head = seoHead(manifest, {
      path: "/doctors/100%",
      title: "Doctor",
      description: "A doctor.",
      canonical: true,
      today: "2026-10-30",
    });
    expect(head).toContain(`<link rel="canonical" href="${siteUrl}/doctors/100%25" />`);
    const sitemap = sitemapXml(siteUrl, ["/doctors/dr a", "/"]);
    expect(sitemap).toContain(`<loc>${siteUrl}/doctors/dr%20a</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`);
  });

  it("names each page's file so that the server, decoding the address once, finds it", () => {
    const dist = mkdtempSync(join(tmpdir(), "decoded-paths-"));
    const patterns = patternPages(manifest, paths);
    for (const file of [...paths.map(fileForPath), ...patterns.map((page) => page.file), "404.html"]) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), file);
    }
    const serverRoutes = { notFound: "404.html", patterns: patterns.map(({ pattern, file }) => ({ pattern, file })) };
    const served = (address: string) => resolveRequest(dist, serverRoutes, address).file.slice(dist.length + 1);
    expect(served("/doctors/100%25")).toBe(fileForPath("/doctors/100%"));
    expect(served("/doctors/dr%20a/")).toBe(fileForPath("/doctors/dr a"));
    expect(served("/doctors/someone-else")).toBe(patterns[0].file);
    expect(served("/doctors/a%3Fb")).toBe(patterns[0].file);
  });
});
