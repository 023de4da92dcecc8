import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { detailRoute } from "../../scripts/bench/budgets.ts";
import { waitForHydration } from "./support.ts";

/*
 * Each script file costs a visitor a request and its headers, which on a phone weigh as much as a
 * small file. The code every page hydrates with comes in a few files, not one per shared helper,
 * and none of it is fetched before the page has loaded.
 */

interface ScriptFile {
  path: string;
  startTime: number;
  bytes: number;
}

function scriptFiles(page: Page): Promise<ScriptFile[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        bytes: entry.decodedBodySize,
      })),
  );
}

async function hydratedScriptFiles(page: Page, path: string): Promise<ScriptFile[]> {
  await page.goto(path);
  await waitForHydration(page);
  return scriptFiles(page);
}

for (const path of ["/", detailRoute, "/contact"]) {
  test(`${path}: before the page has loaded, only its own script and the helper it hydrates with are fetched`, async ({
    page,
  }) => {
    const files = await hydratedScriptFiles(page, path);
    const ownScript = await page.locator('script[type="module"][src]').getAttribute("src");
    const loadStart = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    const beforeLoad = files.filter((file) => file.startTime < loadStart);
    expect(beforeLoad[0]?.path).toBe(ownScript);
    expect(beforeLoad.length, beforeLoad.map((file) => file.path).join("\n")).toBeLessThanOrEqual(2);
    // A few KB at most: the hydration code, hundreds of KB, waits for the load event.
    for (const file of beforeLoad) expect(file.bytes, file.path).toBeLessThan(4096);
  });
}

test(`${detailRoute}: a page of text and pictures hydrates with at most six script files`, async ({ page }) => {
  // Its own script and the preload helper; the hydration script, the code it imports and rolldown's
  // small helper for React's CommonJS files; the page's content.
  const files = (await hydratedScriptFiles(page, detailRoute)).map((file) => file.path);
  expect(files.length, files.join("\n")).toBeLessThanOrEqual(6);
});

test("/contact: hydrating its form fetches no stylesheet: the page's styles came inlined with it", async ({ page }) => {
  await hydratedScriptFiles(page, "/contact");
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".css")),
  );
  expect(stylesheets).toEqual([]);
});
