import { expect, test } from "../support/reused-page.ts";
import { manifest } from "./support.ts";

// What a visitor without JavaScript, or a search engine, receives: the HTTP response itself.
test.describe("the production server", () => {
  test("sends each page's content in its HTML, at its clean URL with or without a trailing slash", async ({
    request,
  }) => {
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
    const doctorPage = manifest.routes.find((route) => route.path === "/doctors/:doctorId");
    const response = await request.get("/doctors/dr-any-one");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<h1 class="page-heading__title">${doctorPage?.heading}</h1>`);
  });

  test("compresses text and lets hashed assets be cached for good", async ({ request, page }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    await page.goto("/");
    const script = await page.locator('script[type="module"]').getAttribute("src");
    const asset = await request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });

  test("never lets a missing asset or picture variant be cached: it may be deployed a moment later", async ({
    request,
  }) => {
    for (const path of ["/assets/not-built-yet-0000.js", "/sized/images/gallery/not-yet-360.0000000000.webp"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"], path).toBe("no-cache");
    }
  });
});

test.describe("what search engines read", () => {
  const { site } = manifest;
  const fixedPaths = manifest.routes.map((r) => r.path).filter((path) => !path.includes(":"));

  test("the sitemap lists every page at the site's address, and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of fixedPaths) expect(listed).toContain(`${site.url}${path}`);
    expect(listed.some((loc) => loc.includes("/404"))).toBe(false);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test("each page names its canonical address and its link-preview title", async ({ request }) => {
    const html = await (await request.get("/about/")).text();
    expect(html).toContain(`<link rel="canonical" href="${site.url}/about" />`);
    const about = manifest.routes.find((route) => route.path === "/about");
    expect(html).toContain(`<meta property="og:title" content="${about?.title} | `);
    const notFound = await (await request.get("/missing")).text();
    expect(notFound).not.toContain('rel="canonical"');
  });

  test("the home page describes the clinic as structured data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
    const clinic = JSON.parse(json ?? "{}");
    expect(clinic["@type"]).toBe("MedicalClinic");
    expect(clinic.name).toBe(site.name);
    expect(clinic.telephone).toEqual(site.contact.phones.map((phone) => `+91${phone}`));
    expect(clinic.address.streetAddress).toBe(site.contact.address);
  });
});
