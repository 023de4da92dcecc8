import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { blockRegistry, blockTypes } from "../../src/blocks/registry.ts";
import { isPattern } from "../../src/manifest/path-rules.ts";
import { sampleSiteBuild } from "../../scripts/test/builds.ts";
import { holdIslandCode, manifest, waitForHydration } from "./support.ts";

/*
 * Only blocks that need script in the browser hydrate, each on its own (islands): a page of text and
 * pictures loads no script at all, a page with islands the code of its own islands only, and none of
 * it before the page has loaded.
 */

interface ScriptFile {
  path: string;
  startTime: number;
  bytes: number;
}

function scriptFiles(page: Page): Promise<ScriptFile[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === "script" || new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        bytes: entry.decodedBodySize,
      })),
  );
}

const islandTypes: string[] = blockTypes.filter((type) => blockRegistry[type].island);
const isIslandType = (type: string) => islandTypes.includes(type);

const hasIsland = (route: (typeof manifest.routes)[number]) => route.blocks.some((block) => isIslandType(block.type));

/** Routes whose every block is plain HTML: a pattern route's breadcrumb names the address, which takes script. */
const staticRoutes = manifest.routes.filter((route) => !isPattern(route.path) && !hasIsland(route));

const islandPages = manifest.routes
  .filter((route) => !isPattern(route.path) && hasIsland(route))
  .map((route) => route.path);

/** The built file of each source module, and the files each one imports, from Vite's manifest of the build. */
const viteManifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = JSON.parse(
  readFileSync(join(sampleSiteBuild.outDir, ".vite/manifest.json"), "utf8"),
);
function filesOf(source: string): string[] {
  const chunk = viteManifest[source];
  if (!chunk) throw new Error(`The build's manifest has no ${source}`);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap(filesOf)];
}
const islandFiles = (type: string) => filesOf(`src/blocks/${type}/${type[0].toUpperCase()}${type.slice(1)}Block.tsx`);

test("every page whose blocks are all plain HTML, and the 404 page, loads no script at all", async ({ page }) => {
  test.setTimeout(60_000 + staticRoutes.length * 2_000);
  expect(staticRoutes.length).toBeGreaterThan(0);
  for (const path of [...staticRoutes.map((route) => route.path), "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // Anything a script would fetch after load has had its chance.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    expect(await scriptFiles(page), path).toEqual([]);
    await expect(page.locator('script[type="module"], link[rel="modulepreload"]'), path).toHaveCount(0);
  }
});

test("the home page loads the hydrating runtime once and the code of its own islands only", async ({ page }) => {
  const home = manifest.routes.find((route) => route.path === "/");
  const ownTypes = [...new Set(home?.blocks.map((block) => block.type).filter(isIslandType))];
  const otherTypes = islandTypes.filter((type) => !ownTypes.includes(type as never));
  expect(ownTypes.length).toBeGreaterThan(0);
  await page.goto("/");
  await waitForHydration(page);
  const loaded = (await scriptFiles(page)).map((file) => file.path);
  expect(new Set(loaded).size, loaded.join("\n")).toBe(loaded.length);
  for (const type of ownTypes) expect(loaded, type).toContain(islandFiles(type)[0]);
  for (const type of otherTypes) expect(loaded, type).not.toContain(islandFiles(type)[0]);
  const expected = new Set([
    ...filesOf("index.html"),
    // The hydration code the page's script loads, with the runtime that hydrates (React and react-dom).
    ...(viteManifest["index.html"].dynamicImports ?? []).flatMap(filesOf),
    ...ownTypes.flatMap(islandFiles),
  ]);
  expect(loaded.filter((path) => !expected.has(path))).toEqual([]);
});

test("an island below the first screen loads no code until it is scrolled near, then comes alive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const later = page.locator('.island[data-island-start="visible"]').last();
  const type = await later.getAttribute("data-island");
  if (!type) throw new Error("the home page should have an island below its first screen");
  await expect(page.locator('.island[data-island-start="load"]').first()).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  expect((await scriptFiles(page)).map((file) => file.path)).not.toContain(islandFiles(type)[0]);
  await expect(later).not.toHaveAttribute("data-hydrated");
  await later.scrollIntoViewIfNeeded();
  await expect(later).toHaveAttribute("data-hydrated", "true");
  expect((await scriptFiles(page)).map((file) => file.path)).toContain(islandFiles(type)[0]);
});

test("an island's own code is asked for together with the code that hydrates it, not once that has come", async ({
  page,
}) => {
  const releaseScript = await holdIslandCode(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  const island = page.locator('.island[data-island-start="load"]').first();
  const type = await island.getAttribute("data-island");
  if (!type) throw new Error("the home page should have an island on its first screen");
  await expect.poll(() => requested).toContain(islandFiles(type)[0]);
  await expect(island).not.toHaveAttribute("data-hydrated");
  releaseScript();
  await expect(island).toHaveAttribute("data-hydrated", "true");
});

test("a form that waits for use loads no code while the visitor reads the page; a tap in it brings it alive", async ({
  page,
}) => {
  test.setTimeout(30_000 + islandPages.length * 5_000);
  await page.setViewportSize({ width: 390, height: 844 });
  let forms = 0;
  for (const path of islandPages) {
    await page.goto(path);
    const waiting = page.locator('.island[data-island-start="use"]');
    if ((await waiting.count()) === 0) continue;
    forms += await waiting.count();
    await page.waitForLoadState("networkidle");
    // Reading the whole page, as a visitor would, is not using the form.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    const loaded = (await scriptFiles(page)).map((file) => file.path);
    for (const type of await waiting.evaluateAll((islands) => islands.map((island) => island.dataset.island ?? "")))
      expect(loaded, `${path}: ${type}`).not.toContain(islandFiles(type)[0]);
    await expect(waiting.first()).not.toHaveAttribute("data-hydrated");

    const form = waiting.first();
    const type = (await form.getAttribute("data-island")) ?? "";
    await form.getByRole("textbox").first().click();
    await expect(form, path).toHaveAttribute("data-hydrated", "true");
    expect((await scriptFiles(page)).map((file) => file.path)).toContain(islandFiles(type)[0]);
  }
  expect(forms).toBeGreaterThan(0);
});

for (const path of ["/", "/contact"]) {
  test(`${path}: before the page has loaded, only its own small script and the helper it loads with arrive`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const files = await scriptFiles(page);
    const ownScript = await page.locator('script[type="module"][src]').getAttribute("src");
    const loadStart = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    const beforeLoad = files.filter((file) => file.startTime < loadStart);
    expect(beforeLoad[0]?.path).toBe(ownScript);
    expect(beforeLoad.length, beforeLoad.map((file) => file.path).join("\n")).toBeLessThanOrEqual(2);
    // A few KB at most: React and the islands, a hundred KB, wait for the load event.
    for (const file of beforeLoad) expect(file.bytes, file.path).toBeLessThan(4096);
  });
}

test("/contact: hydrating its form fetches no stylesheet: the page's styles came inlined with it", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".css")),
  );
  expect(stylesheets).toEqual([]);
});

test("hydrating keeps each island's prerendered elements and pictures: nothing is drawn anew", async ({ page }) => {
  expect(islandPages.length).toBeGreaterThan(1);
  for (const path of islandPages) {
    const releaseScript = await holdIslandCode(page);
    await page.goto(path);
    // Each element as the HTML drew it, remembered by identity (a property the markup cannot carry).
    const prerendered = await page.evaluate(() => {
      const marked = [...document.querySelectorAll(".island > *, .island img")];
      for (const element of marked) (element as Element & { prerendered?: boolean }).prerendered = true;
      return marked.length;
    });
    expect(prerendered, path).toBeGreaterThan(0);
    releaseScript();
    await waitForHydration(page);
    const drawnAnew = await page.evaluate(() =>
      [...document.querySelectorAll(".island > *, .island img")]
        .filter((element) => !(element as Element & { prerendered?: boolean }).prerendered)
        .map((element) => `${element.localName}.${element.className}`),
    );
    expect(drawnAnew, path).toEqual([]);
    await page.unrouteAll();
  }
});

test("an island starts with its own first element: no picture preload ahead of it", async ({ request }) => {
  for (const path of islandPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/class="island"/);
    expect(html, path).not.toMatch(/<div class="island"[^>]*><link/);
  }
});
