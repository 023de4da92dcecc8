import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { blocksOf, holdIslandCode, variantPrefix, waitForHydration } from "./support.ts";

const [hero] = blocksOf("/", "heroSlider");
const activeTitle = (page: Page) => page.locator(".hero-slider__slide.is-active .hero-slider__title");

/** Focus inside the slider pauses it too, so after pressing a control the pointer and focus go elsewhere. */
async function leaveSlider(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 5);
}

/**
 * From here only the test moves the page's time. Stopped a moment ahead of the page's now: pauseAt cannot
 * go back, and on a busy machine the page's clock moves on while the call travels.
 */
async function stopClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

test.describe("home hero slider", () => {
  test("has its first slide in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(hero.slides[0].title);
    expect(html).toMatch(/class="hero-slider__slide is-active"/);
  });

  test("shows five slides with dots, arrows and Book Now links to /appointments", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const slider = page.getByRole("region", { name: "Highlights" });
    await expect(slider.locator(".hero-slider__slide")).toHaveCount(hero.slides.length);
    await expect(slider.getByRole("button", { name: /^Show slide \d$/ })).toHaveCount(hero.slides.length);
    await expect(slider.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/appointments");

    await slider.getByRole("button", { name: "Pause slides" }).click();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(activeTitle(page)).toHaveText(hero.slides[1].title);
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await slider.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeTitle(page)).toHaveText(hero.slides[hero.slides.length - 1].title);
    await slider.getByRole("button", { name: "Show slide 3" }).click();
    await expect(activeTitle(page)).toHaveText(hero.slides[2].title);
    await expect(slider.getByRole("button", { name: "Show slide 3" })).toHaveAttribute("aria-current", "true");
  });

  test("fetches the pictures of the slide shown and the next one, and of a later one only as it comes up", async ({
    page,
  }) => {
    // Routed, every request reaches the network: an earlier test's pictures held in the tab's memory
    // are drawn from there at once, whatever the page asks.
    const asked: string[] = [];
    await page.route("**/*", (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.continue();
    });
    const fetched = (index: number) => asked.some((path) => path.startsWith(variantPrefix(hero.slides[index].image)));
    // Without motion the slider never moves by itself.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    expect(fetched(0)).toBe(true);
    expect(fetched(1)).toBe(true);
    for (let index = 2; index < hero.slides.length; index++) expect(fetched(index), `slide ${index + 1}`).toBe(false);

    await page.getByRole("region", { name: "Highlights" }).getByRole("button", { name: "Next slide" }).click();
    await expect(activeTitle(page)).toHaveText(hero.slides[1].title);
    await expect.poll(() => fetched(2)).toBe(true);
    for (let index = 3; index < hero.slides.length; index++) expect(fetched(index), `slide ${index + 1}`).toBe(false);
  });

  test("an arrow tapped before the page's script runs is not lost: the slider moves once live", async ({ page }) => {
    const releaseScript = await holdIslandCode(page);
    // Without motion the slider never moves by itself: only the tap can move it.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Highlights" });
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(activeTitle(page)).toHaveText(hero.slides[0].title);
    releaseScript();
    await expect(activeTitle(page)).toHaveText(hero.slides[1].title);
    await expect(slider.locator("xpath=ancestor::div[@data-island]")).toHaveAttribute("data-hydrated", "true");
  });

  test("advances by itself after about three seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // Resting on the slider and leaving it starts a whole interval.
    await stopClock(page);
    await page.getByRole("region", { name: "Highlights" }).hover();
    await leaveSlider(page);
    const before = (await activeTitle(page).textContent()) ?? "";
    const next = hero.slides[(hero.slides.findIndex((slide) => slide.title === before) + 1) % hero.slides.length];
    await page.clock.runFor(hero.intervalMs - 200);
    await expect(activeTitle(page)).toHaveText(before);
    await page.clock.runFor(400);
    await expect(activeTitle(page)).toHaveText(next.title);
  });

  test("stays put while paused, and moves on again when played", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pause slides" }).click();
    await leaveSlider(page);
    await page.waitForTimeout(hero.intervalMs + 1000);
    await expect(activeTitle(page)).toHaveText(hero.slides[0].title);
    await page.getByRole("button", { name: "Play slides" }).click();
    await leaveSlider(page);
    await expect(activeTitle(page)).toHaveText(hero.slides[1].title, { timeout: hero.intervalMs + 2000 });
  });

  test("stays put while the pointer rests on it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("region", { name: "Highlights" }).hover();
    await page.waitForTimeout(hero.intervalMs + 1000);
    await expect(activeTitle(page)).toHaveText(hero.slides[0].title);
  });

  test("stays put while keyboard focus is inside it, and moves on once focus leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await stopClock(page);
    await page.mouse.move(5, 5);
    await page.locator(".hero-slider__slide.is-active").getByRole("link").first().focus();
    const before = (await activeTitle(page).textContent()) ?? "";
    await page.clock.runFor(hero.intervalMs * 2);
    await expect(activeTitle(page)).toHaveText(before);
    await leaveSlider(page);
    await page.clock.runFor(hero.intervalMs + 200);
    await expect(activeTitle(page)).not.toHaveText(before);
  });

  test("does not move by itself for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await leaveSlider(page);
    await page.waitForTimeout(hero.intervalMs + 1000);
    await expect(activeTitle(page)).toHaveText(hero.slides[0].title);
    await expect(page.getByRole("button", { name: "Play slides" })).toBeVisible();
  });
});
