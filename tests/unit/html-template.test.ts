// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fillPlaceholders, fillTemplate, placeholders } from "../../scripts/prerender/html-template.ts";
import type { SiteFolder } from "../../scripts/manifest/read-manifest.ts";
import { seoHead } from "../../scripts/prerender/seo.ts";
import { siteManifestPlugin } from "../../scripts/vite/site-manifest-plugin.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { copySite } from "../support/site-copy.ts";

const template = readFileSync("index.html", "utf8");
const manifest = sampleManifest();

function build(site: SiteManifest["site"], page: { title: string; description: string; html: string }) {
  const head = seoHead(
    { ...manifest, site },
    { path: "/", title: page.title, description: page.description, canonical: true, today: "2026-10-30" },
  );
  return new DOMParser().parseFromString(fillTemplate(template, { head, ...page }), "text/html");
}

describe("a prerendered page", () => {
  it("keeps $&, $' and $` in the text exactly as written", () => {
    const text = "Consultation ₹500 $' $& $` $$ $1";
    const page = build(manifest.site, { title: text, description: text, html: `<p>${text}</p>` });
    expect(page.querySelector("title")?.textContent).toBe(text);
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(text);
    expect(page.querySelector("#root p")?.textContent).toBe(text);
    expect(page.querySelectorAll("#root")).toHaveLength(1);
  });

  it("keeps description, canonical link, previews and structured data when site.description has a double quote", () => {
    const site = { ...manifest.site, url: "https://www.example.com", description: 'The "best" care in town' };
    const page = build(site, { title: "Home", description: site.description, html: "<p>Hi</p>" });
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(site.description);
    expect(page.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(site.description);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.example.com/");
    const structured = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(structured.description).toBe(site.description);
  });

  it("keeps a placeholder's name written in the content as text, never fills it", () => {
    const page = build(manifest.site, {
      title: "%PAGE_DESCRIPTION%",
      description: "d",
      html: "<p>%PAGE_TITLE% <!--page-head--></p>",
    });
    expect(page.querySelector("title")?.textContent).toBe("%PAGE_DESCRIPTION%");
    expect(page.querySelector("#root p")?.textContent).toBe("%PAGE_TITLE% ");
  });
});

describe("the page template", () => {
  const values = { title: "t", description: "d", head: "", styles: "", root: "<div></div>" };

  it.each(Object.values(placeholders))("stops the build when %s is missing", (token) => {
    expect(() => fillPlaceholders(template.replace(token, ""), values)).toThrow(
      `index.html must hold the placeholder ${token} exactly once; it holds it 0 times.`,
    );
  });

  it.each(Object.values(placeholders))("stops the build when %s is there twice", (token) => {
    expect(() => fillPlaceholders(template.replace(token, token + token), values)).toThrow("it holds it 2 times");
  });
});

describe("index.html through the site plugin", () => {
  const draft = (description: string) => {
    return copySite({ manifest: { ...manifest, site: { ...manifest.site, description } }, label: "description" });
  };
  const transform = (site: SiteFolder, server: boolean) => {
    const hook = siteManifestPlugin(site).transformIndexHtml as (
      html: string,
      context: { server?: object },
    ) => Promise<string>;
    return hook(template, server ? { server: {} } : {});
  };
  const description = 'The "best" care, <b>fast</b> & near';

  it("leaves placeholders to the prerenderer, so a double quote in site.description cannot hide the head", async () => {
    const built = await transform(draft(description), false);
    const head = seoHead(manifest, { path: "/", title: "Home", description, canonical: true, today: "2026-10-30" });
    const page = new DOMParser().parseFromString(
      fillTemplate(built, { head, title: "Home", description, html: "" }),
      "text/html",
    );
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(description);
    expect(page.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(description);
  });

  it("fills the editing server's page with the site's title and description as written", async () => {
    const page = new DOMParser().parseFromString(await transform(draft(description), true), "text/html");
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(description);
    expect(page.querySelector("title")?.textContent).toBe(`${manifest.site.name} | ${manifest.site.location}`);
  });
});
