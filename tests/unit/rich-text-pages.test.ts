import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { minimalManifest } from "./fixtures/minimal-manifest.ts";
import { prerenderWith } from "./support/prerender-with.ts";

const paragraph =
  "We **treat** *back pain*. Meet [our team](/about) or find us on [the map](https://maps.example/clinic).";

function manifestWithRichText(): SiteManifest {
  const manifest = structuredClone(minimalManifest) as SiteManifest;
  manifest.routes[1].blocks = [{ type: "article", title: "About us", paragraphs: [paragraph, "Plain 5 * 3 text."] }];
  manifest.site.footer.about = "Open **every day**.";
  return manifest;
}

describe("a page with rich text", () => {
  it("is prerendered with strong, em and link elements, plain text as before, and no script", async () => {
    const html = (await prerenderWith(manifestWithRichText(), ["/about"])).get("/about") ?? "";
    expect(html).toContain(
      '<p>We <strong>treat</strong> <em>back pain</em>. Meet <a href="/about">our team</a> or find us on ' +
        '<a href="https://maps.example/clinic" rel="noopener noreferrer" target="_blank">the map</a>.</p>',
    );
    expect(html).toContain("<p>Plain 5 * 3 text.</p>");
    expect(html).toContain("<p>Open <strong>every day</strong>.</p>");
    expect(html).not.toContain("**");
    expect(html).not.toMatch(/<script(?![^>]*application\/(ld\+)?json)/);
  });
});
