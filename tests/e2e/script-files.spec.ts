import { expect, test, type Page } from "@playwright/test";
import { detailRoute } from "../../scripts/bench/budgets.ts";
import { waitForHydration } from "./support.ts";

/*
 * Each script file costs a visitor a request and its headers, which on a phone weigh as much as a
 * small file. The page's own script must not hold up the load event with more files, and the code
 * every page hydrates with comes in a few files, not one per shared helper.
 */

/** Script files fetched so far, in order, with the time each was asked for. */
function scriptFiles(page: Page): Promise<{ name: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  );
}

for (const path of ["/", detailRoute, "/contact"]) {
  test(`${path}: only the page's own script is fetched before the page has loaded`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const ownScript = await page.locator('script[type="module"][src]').getAttribute("src");
    const loadStart = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart);
    const beforeLoad = (await scriptFiles(page)).filter((file) => file.startTime < loadStart).map((file) => file.name);
    expect(beforeLoad).toEqual([ownScript]);
  });
}

test(`${detailRoute}: a page of text and pictures hydrates with at most five script files`, async ({ page }) => {
  await page.goto(detailRoute);
  await waitForHydration(page);
  // Its own script; the hydration script; the code that one imports, with rolldown's small helper for
  // React's CommonJS files; the page's content.
  const files = (await scriptFiles(page)).map((file) => file.name);
  expect(files.length, files.join("\n")).toBeLessThanOrEqual(5);
});
