import { expect, test } from "@playwright/test";
import { manifest } from "./support.ts";

// What a visitor without JavaScript, or a search engine, receives: the HTTP response itself.
test.describe("the production server", () => {
  test("sends each page's content in its HTML, at its clean URL with or without a trailing slash", async ({ request }) => {
    const about = manifest.routes.find((r) => r.path === "/services/physiotherapy/pemf");
    const article = about?.blocks.find((b) => b.type === "article");
    if (article?.type !== "article") throw new Error("the PEMF page should hold an article");
    for (const url of ["/services/physiotherapy/pemf", "/services/physiotherapy/pemf/"]) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h2 class="article__title">${article.title}</h2>`);
      expect(html).toContain(article.paragraphs[0].replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    }
  });

  test("answers unknown paths with the 404 page and HTTP status 404", async ({ request }) => {
    for (const url of ["/no-such-page", "/blog/blog-details", "/services/physiotherapy/pneumaticcompression"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text()).toContain("This page could not be found.");
    }
  });

  test("serves a doctor page for any id", async ({ request }) => {
    const response = await request.get("/doctors/dr-any-one");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Doctor Details");
  });

  test("compresses text and lets hashed assets be cached for good", async ({ request, page }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    await page.goto("/");
    const script = await page.locator('script[type="module"]').getAttribute("src");
    const asset = await request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });
});
