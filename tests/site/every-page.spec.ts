import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import {
  expectNoAxeViolations,
  routeUrls,
  waitForHydration,
  watchForErrors,
  watchForFailedRequests,
} from "../support/browser.ts";
import { clinicManifest } from "./clinic-site.ts";

const manifest = clinicManifest();
const clinic = `${manifest.site.name} | ${manifest.site.location}`;
const serious = ["serious", "critical"];
// The header and footer are the same on every page (site settings, not the page's blocks): axe reads
// them on the home page and the 404 page, and every page's own content everywhere, which halves its work.
const sharedLayout = [".site-header", ".site-footer"];

/**
 * Scrolls to the end a screen at a time, so that every lazily loaded picture is asked for, and waits
 * until each picture has loaded or failed (a failure is then among the failed requests).
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((image) => !image.complete).map((image) => image.src)))
    .toEqual([]);
}

for (const { route, url } of routeUrls(manifest)) {
  const showsBlocks = `shows all ${route.blocks.length} of its blocks`;
  test(`${route.path} answers with its title, ${showsBlocks}, passes axe, and logs no error or failed request`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page);
    const failedRequests = watchForFailedRequests(page, new URL(baseURL ?? "").origin);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(route.title ? `${route.title} | ${clinic}` : clinic);
    // Every block is one section of the page's main content, in order (an island's inside the element it
    // hydrates in); the heading of an inner page is not one.
    await expect(page.locator("main > section, main > .island > section")).toHaveCount(route.blocks.length);
    if (route.path !== "/")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        route.heading ?? route.title ?? manifest.site.name,
      );
    await scrollThrough(page);
    await expectNoAxeViolations(page, { impacts: serious, exclude: route.path === "/" ? [] : sharedLayout });
    expect(errors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
}

test("an address that is no page of the site answers 404 with the page that says so", async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await page.goto("/no-page-has-this-address-7f3c");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Page not found | ${clinic}`);
  await expect(page.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page, { impacts: serious });
  // The one error is the browser's note of the 404 status itself.
  expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
});
