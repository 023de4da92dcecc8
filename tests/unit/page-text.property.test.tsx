// @vitest-environment jsdom
import { fc, it } from "@fast-check/vitest";
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect } from "vitest";
import { fillTemplate } from "../../scripts/prerender/html-template.ts";
import { seoHead } from "../../scripts/prerender/seo.ts";
import { BlockList } from "../../src/app/BlockList.tsx";
import { pageTitle } from "../../src/manifest/page-title.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import schema from "../../schema/site.schema.json" with { type: "json" };

const template = readFileSync("index.html", "utf8");
const manifest: SiteManifest = JSON.parse(readFileSync("site.json", "utf8"));
const allowedText = new RegExp(schema.definitions.text.pattern, "u");

/** Any text site.json allows: random characters of every kind, mixed with what HTML, templates and String.replace treat specially. */
const siteText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.constantFrom("$'", "$&", "$`", "$$", "$1", '"', "'", "<", ">", "&", "&amp;", "<script>", "</script>", "<!--", "-->", "%PAGE_TITLE%", "<!--page-head-->", "\n", "\t", " ", "\u00a0", "\u2028", "₹"),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(""))
  .filter((text) => allowedText.test(text));

describe("any text site.json allows", () => {
  it.prop({ name: siteText, description: siteText, routeTitle: siteText, heading: siteText, paragraph: siteText })(
    "comes out of the prerendered page as the same text, in the body and in the head",
    ({ name, description, routeTitle, heading, paragraph }) => {
      const site = { ...manifest.site, name, description, url: "https://www.example.com" };
      const html = renderToStaticMarkup(<BlockList firstIsPageHeading={false} blocks={[{ type: "article", title: heading, paragraphs: [paragraph] }]} />);
      const title = pageTitle(site, routeTitle);
      const head = seoHead(site, { path: "/", title, description, canonical: true });
      const page = new DOMParser().parseFromString(fillTemplate(template, { path: "/", html, title, description, head }), "text/html");

      expect(page.querySelector("title")?.textContent).toBe(title);
      expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(description);
      expect(page.querySelector('meta[property="og:site_name"]')?.getAttribute("content")).toBe(name);
      expect(page.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(title);
      expect(page.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(description);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.example.com/");
      const structured = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "null");
      expect([structured.name, structured.description]).toEqual([name, description]);
      expect(page.querySelector("#root .article__title")?.textContent).toBe(heading);
      expect(page.querySelector("#root .article__body p")?.textContent).toBe(paragraph);
      expect(page.querySelectorAll("#root")).toHaveLength(1);
    },
    120_000,
  );
});
