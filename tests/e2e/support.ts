import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { Block, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { variantStem } from "../../src/images/image-variants.ts";

export const manifest: SiteManifest = JSON.parse(readFileSync("site.json", "utf8"));

/** A visitable URL for every route; pattern parts get a sample value. */
export function routeUrls(): { route: SiteManifest["routes"][number]; url: string }[] {
  return manifest.routes.map((route) => ({ route, url: route.path.replace(/:[^/]+/g, "sample-id") }));
}

/** Collects console errors and uncaught exceptions (a hydration mismatch shows up as one of these). */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page, so client-side behaviour is live. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** The blocks of one route in site.json, of one type, in page order. */
export function blocksOf<T extends Block["type"]>(path: string, type: T): Extract<Block, { type: T }>[] {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) throw new Error(`site.json has no route ${path}`);
  return route.blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type);
}

/** The first block of a type on a route; fails loudly if the page has none. */
export function blockOn<T extends Block["type"]>(path: string, type: T): Extract<Block, { type: T }> {
  const [block] = blocksOf(path, type);
  if (!block) throw new Error(`${path} has no ${type} block in site.json`);
  return block;
}

/** Each distinct value, in the order it first appears. */
export function distinctInOrder<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The start of every variant URL the build makes of a picture ("/sized/images/a/b-", then width and ".webp"). */
export function variantPrefix(src: string): string {
  return `${variantStem(src)}-`;
}
