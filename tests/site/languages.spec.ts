import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { routeUrls } from "../support/browser.ts";
import { clinicManifest } from "./clinic-site.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import { isPattern, pathInLanguage } from "../../src/manifest/path-rules.ts";

/*
 * What must hold for the languages of any valid site.json (a site of one language passes at once):
 * each page's alternates lead to pages that exist and name it back, the sitemap agrees with them,
 * a language's links stay in it, and no page of any language scrolls sideways on a phone.
 */
const manifest = clinicManifest();
const languages = siteLanguages(manifest.site);
const multilingual = languages.length > 1;
const pages = routeUrls(manifest).flatMap(({ route, url }) =>
  languages.map((language) => ({ language, route, url, address: pathInLanguage(url, language.prefix) })),
);

/** An absolute address of the site (site.url) as the path the test server answers. */
const pathOf = (href: string) => new URL(href, "http://site.invalid").pathname;

async function headOf(request: APIRequestContext, address: string) {
  const response = await request.get(address, { timeout: 15_000 });
  expect(response.status(), address).toBe(200);
  const html = await response.text();
  const alternates = new Map(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, code, href]) => [
      code,
      pathOf(href),
    ]),
  );
  return { html, alternates, noindex: html.includes('<meta name="robots" content="noindex" />') };
}

test.describe("the site's languages", () => {
  // Each test reads every page of every language (and the pages it names): the time grows with the site.
  test.describe.configure({ timeout: 30_000 + pages.length * 1_000 });

  test("each page's alternates lead to pages of the site that name it back, the default as x-default", async ({
    request,
  }) => {
    for (const { language, route, url, address } of pages) {
      if (isPattern(route.path)) continue;
      const head = await headOf(request, address);
      if (!multilingual) {
        expect([head.alternates.size, head.noindex], `${address}: a site of one language has no alternates`).toEqual([
          0,
          false,
        ]);
        continue;
      }
      expect(head.html, address).toContain(`<html lang="${language.code}"`);
      if (head.noindex) {
        expect(language.isDefault, `${address}: the default language's page is always indexed`).toBe(false);
        expect(head.alternates.size, address).toBe(0);
        continue;
      }
      expect(head.alternates.get(language.code), address).toBe(address);
      expect(head.alternates.get("x-default"), address).toBe(url);
      for (const [code, path] of head.alternates) {
        if (code === "x-default") continue;
        const other = await headOf(request, path);
        expect(other.noindex, `${path}, an alternate of ${address}`).toBe(false);
        expect(other.alternates.get(language.code), `${path} names ${address} back`).toBe(address);
      }
    }
  });

  test("the sitemap lists each indexed page with the alternates its head names", async ({ request }) => {
    const response = await request.get("/sitemap.xml", { timeout: 15_000 });
    // The build writes a sitemap only for a site that gives its address (site.url).
    expect(response.status()).toBe(manifest.site.url ? 200 : 404);
    if (!manifest.site.url) return;
    const sitemap = await response.text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      path: pathOf(/<loc>([^<]+)<\/loc>/.exec(body)![1]),
      alternates: new Map(
        [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => [code, pathOf(href)]),
      ),
    }));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const head = await headOf(request, entry.path);
      expect(head.noindex, entry.path).toBe(false);
      expect(entry.alternates, entry.path).toEqual(head.alternates);
    }
  });

  test("a language's pages link to that language's pages, but for the switcher's links", async ({ request }) => {
    for (const { language, address } of pages) {
      if (language.isDefault) continue;
      const html = await (await request.get(address, { timeout: 15_000 })).text();
      const body = html.slice(html.indexOf("<body"));
      const strays = [...body.matchAll(/<a\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/\shreflang=/i.test(tag))
        .map((tag) => /href="([^"]*)"/.exec(tag)?.[1] ?? "")
        .filter((href) => href.startsWith("/") && !href.startsWith("//"))
        .filter(
          (href) =>
            href !== language.prefix &&
            !href.startsWith(`${language.prefix}/`) &&
            !href.startsWith(`${language.prefix}#`),
        );
      expect(strays, address).toEqual([]);
    }
  });
});

test("no page in any language scrolls sideways on a 390 px phone", async ({ page }) => {
  // Every page of every language, one after another: the time grows with the site.
  test.setTimeout(30_000 + pages.length * 2_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways: string[] = [];
  for (const { address } of pages) {
    await page.goto(address);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) sideways.push(`${address} (${overflow} px)`);
  }
  expect(sideways).toEqual([]);
});
