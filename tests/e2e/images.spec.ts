import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { blockOn, waitForHydration } from "./support.ts";

const gallery = blockOn("/gallery", "gallery");
const conditions = blockOn("/", "gallery");

function parseSrcSet(srcset: string): { url: string; width: number }[] {
  return srcset.split(",").map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });
}

test("on a phone, pictures arrive as small WebP variants, never as the originals", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname);
  });
  await page.goto("/gallery");
  await waitForHydration(page);
  const first = page.getByRole("img", { name: gallery.images[0].alt });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Two columns on a 390 px screen: a picture is drawn about 190 px wide, so the 360 px variant serves.
  expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/sized\/images\/gallery\/.+-360\.[0-9a-f]{10}\.webp$/);
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((path) => path.startsWith("/images/") && !path.endsWith(".svg"))).toEqual([]);
});

test("every variant a page names exists, as WebP at the width it claims", async ({ page, request }) => {
  for (const path of ["/", "/services/physiotherapy/pemf", "/doctors/doctor-details"]) {
    await page.goto(path);
    const srcsets = await page.locator("main img[srcset]").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("srcset") ?? ""));
    expect(srcsets.length, path).toBeGreaterThan(0);
    for (const { url, width } of srcsets.flatMap(parseSrcSet)) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      // Named by a fingerprint of the picture, so it may be kept for good.
      expect(response.headers()["cache-control"], url).toContain("immutable");
      const metadata = await sharp(await response.body()).metadata();
      expect([metadata.format, metadata.width], url).toEqual(["webp", width]);
    }
  }
});

test("pictures near the top load at once; those further down wait until scrolled near", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page.getByRole("img", { name: gallery.images[0].alt })).toHaveAttribute("loading", "eager");
  await expect(page.getByRole("img", { name: gallery.images[gallery.images.length - 1].alt })).toHaveAttribute("loading", "lazy");
  await page.goto("/");
  // The home page's Condition Testing grid sits far below the hero.
  for (const image of conditions.images) await expect(page.getByRole("img", { name: image.alt })).toHaveAttribute("loading", "lazy");
});
