import { expect, test } from "../support/reused-page.ts";
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
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Two columns on a 390 px screen: a picture is drawn about 190 px wide, so the 360 px variant serves.
  expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/sized\/images\/gallery\/.+-360\.[0-9a-f]{10}\.webp$/,
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((path) => path.startsWith("/images/") && !path.endsWith(".svg"))).toEqual([]);
});

test("every variant a page names exists, as WebP at the width it claims", async ({ page, request }) => {
  for (const path of ["/", "/services/physiotherapy/pemf", "/doctors/doctor-details"]) {
    await page.goto(path);
    const srcsets = await page
      .locator("main img[srcset]")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("srcset") ?? ""));
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
  // The banner's picture is the one the first screen waits for; the gallery's first ones come right after it.
  await expect(page.locator(".page-banner img")).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByRole("img", { name: gallery.images[0].alt })).toHaveAttribute("loading", "eager");
  await expect(page.getByRole("img", { name: gallery.images[0].alt })).toHaveAttribute("fetchpriority", "low");
  await expect(page.getByRole("img", { name: gallery.images[gallery.images.length - 1].alt })).toHaveAttribute(
    "loading",
    "lazy",
  );
  await page.goto("/");
  // The home page's Condition Testing grid sits far below the hero.
  for (const image of conditions.images)
    await expect(page.getByRole("img", { name: image.alt })).toHaveAttribute("loading", "lazy");
});

test.describe("each picture arrives about as wide as it is drawn: sharp, and no heavier than it needs to be", () => {
  const screens = [
    { name: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    { name: "desktop", viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  ];
  for (const screen of screens) {
    for (const path of [
      "/",
      "/about",
      "/services",
      "/services/physiotherapy",
      "/doctors",
      "/doctors/doctor-details",
      "/gallery",
      "/blog",
    ]) {
      test(`${path} on a ${screen.name}`, async ({ browser }) => {
        // A fresh browser cache for each page: Chromium reuses a wider variant it already holds.
        const context = await browser.newContext({
          viewport: screen.viewport,
          deviceScaleFactor: screen.deviceScaleFactor,
        });
        const page = await context.newPage();
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
        });
        // Every picture asked for has arrived (or failed, which the checks below name).
        await expect
          .poll(() =>
            page
              .locator("img")
              .evaluateAll((imgs) => (imgs as HTMLImageElement[]).some((img) => img.currentSrc && !img.complete)),
          )
          .toBe(false);
        const pictures = await page.locator("main img[srcset]").evaluateAll(
          (imgs, scale) =>
            (imgs as HTMLImageElement[])
              .filter((img) => img.getBoundingClientRect().width > 0)
              // A lazy picture never scrolled near (a carousel's slide off to the side) is not asked for yet.
              .filter((img) => !(img.loading === "lazy" && img.currentSrc === ""))
              // A faint backdrop is allowed to be soft: its sharpness never shows.
              .filter((img) => Number(getComputedStyle(img).opacity) >= 0.5)
              .map((img) => {
                const box = img.getBoundingClientRect();
                // A picture cropped to fill its box is drawn wider than the box when the box is the taller shape.
                const cover = getComputedStyle(img).objectFit === "cover";
                const drawn = cover
                  ? Math.max(box.width, box.height * (img.naturalWidth / img.naturalHeight))
                  : box.width;
                const widths = img.srcset
                  .split(",")
                  .map((entry) => Number(entry.trim().split(/\s+/)[1].replace(/w$/, "")));
                const variant = /-(\d+)\.[0-9a-f]{10}\.webp$/.exec(img.currentSrc);
                return {
                  src: img.getAttribute("src"),
                  currentSrc: img.currentSrc,
                  loaded: img.complete && img.naturalWidth > 0,
                  needed: Math.round(drawn * scale),
                  chosen: variant ? Number(variant[1]) : null,
                  smallest: Math.min(...widths),
                  widest: Math.max(...widths),
                };
              }),
          screen.deviceScaleFactor,
        );
        expect(pictures.length).toBeGreaterThan(0);
        for (const picture of pictures) {
          const label = JSON.stringify(picture);
          expect(picture.loaded, `did not load: ${label}`).toBe(true);
          // A picture that fell back to its original file has no width to judge: that is the failure.
          expect(picture.chosen, `not a sized variant: ${label}`).not.toBeNull();
          if (picture.chosen === null) continue;
          if (picture.chosen < picture.widest)
            expect(picture.chosen, `blurry: ${label}`).toBeGreaterThanOrEqual(picture.needed * 0.75);
          if (picture.chosen > picture.smallest)
            expect(picture.chosen, `heavier than needed: ${label}`).toBeLessThanOrEqual(picture.needed * 2);
        }
        await context.close();
      });
    }
  }
});
