import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { blocksOf, waitForHydration } from "./support.ts";

const [carousel] = blocksOf("/", "carousel");

/** Slides whose whole box lies inside the carousel's visible track. */
async function slidesInView(page: Page): Promise<string[]> {
  return page.locator(".carousel__track").evaluate((track) => {
    const frame = track.getBoundingClientRect();
    return [...track.querySelectorAll<HTMLElement>(".carousel__slide")]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .map((slide) => slide.textContent ?? "");
  });
}

function expectedPerView(width: number): number {
  const narrower = carousel.breakpoints.filter((bp) => width < bp.maxWidth).sort((a, b) => a.maxWidth - b.maxWidth);
  return narrower[0]?.slidesPerView ?? carousel.slidesPerView;
}

test.describe("home services carousel", () => {
  test("links each service as site.json lists it", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: carousel.heading });
    for (const item of carousel.items)
      await expect(region.getByRole("link", { name: item.title, exact: true })).toHaveAttribute("href", item.href);
    expect(carousel.items.map((i) => i.href)).toEqual([
      "/services/physiotherapy",
      "/services/weight-loss",
      "/services/gym",
      "/services/skin-laser-treatment",
      "/services/gym/yoga",
      "/services/gym/zumba",
    ]);
  });

  for (const width of [1800, 1600, 1100, 900, 700, 400]) {
    test(`shows ${expectedPerView(width)} slides at ${width} px wide, without script and with it`, async ({
      page,
      browser,
    }) => {
      const withoutScript = await browser.newPage({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      await withoutScript.goto("/");
      expect(await slidesInView(withoutScript)).toHaveLength(expectedPerView(width));
      await withoutScript.close();

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await waitForHydration(page);
      await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
      await expect.poll(() => slidesInView(page).then((s) => s.length)).toBe(expectedPerView(width));
    });
  }

  test("moves with its buttons, not only by swiping", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
    const before = await slidesInView(page);
    await page.getByRole("button", { name: `Next cards in ${carousel.heading}` }).click();
    await expect.poll(() => slidesInView(page)).not.toEqual(before);
    await expect.poll(() => slidesInView(page).then((s) => s[0])).toBe(before[1]);
    await page.getByRole("button", { name: `Previous cards in ${carousel.heading}` }).click();
    await expect.poll(() => slidesInView(page)).toEqual(before);
  });

  test("counts every click, even one made while the row is still moving", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
    const twoOn = carousel.items.slice(2, 6).map((item) => item.title);
    const next = page.getByRole("button", { name: `Next cards in ${carousel.heading}` });
    await next.click();
    await next.click();
    await expect.poll(() => slidesInView(page)).toEqual(twoOn);
    await next.click();
    await page.getByRole("button", { name: `Previous cards in ${carousel.heading}` }).click();
    await page.waitForTimeout(carousel.speedMs + 300);
    expect(await slidesInView(page)).toEqual(twoOn);
  });

  test(`moves by itself at ${carousel.autoplayMaxWidth} px and below, and can be paused`, async ({ page }) => {
    await page.setViewportSize({ width: carousel.autoplayMaxWidth, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
    const before = await slidesInView(page);
    await expect.poll(() => slidesInView(page), { timeout: 6000 }).not.toEqual(before);
    await page.getByRole("button", { name: `Pause moving cards in ${carousel.heading}` }).click();
    await page.mouse.move(5, 5);
    // A move already under way finishes first.
    await page.waitForTimeout(carousel.speedMs + 300);
    const paused = await slidesInView(page);
    await page.waitForTimeout(4500);
    expect(await slidesInView(page)).toEqual(paused);
  });

  test(`at ${carousel.autoplayMaxWidth} px, stays put while keyboard focus is on one of its cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: carousel.autoplayMaxWidth, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
    await page.mouse.move(5, 5);
    await page
      .locator(".carousel__slide")
      .filter({ has: page.getByRole("link") })
      .first()
      .getByRole("link")
      .first()
      .focus();
    // A move already under way finishes first.
    await page.waitForTimeout(carousel.speedMs + 300);
    const focused = await slidesInView(page);
    await page.waitForTimeout(4500);
    expect(await slidesInView(page)).toEqual(focused);
  });

  test("does not move by itself on wider screens", async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator(".carousel__track.is-ready")).toBeVisible();
    const before = await slidesInView(page);
    await page.waitForTimeout(4500);
    expect(await slidesInView(page)).toEqual(before);
    await expect(page.getByRole("button", { name: /moving cards/ })).toHaveCount(0);
  });
});

test("keen-slider is loaded only by pages with a carousel", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/services/physiotherapy/pemf");
  await waitForHydration(page);
  expect(scripts.some((url) => url.includes("CarouselBlock"))).toBe(false);
  await page.goto("/");
  await waitForHydration(page);
  expect(scripts.some((url) => url.includes("CarouselBlock"))).toBe(true);
});
