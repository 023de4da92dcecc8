import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

/**
 * The page's blocks, in the order of site.json: each is one section of the main content, an island's inside the
 * element it hydrates in.
 */
export const blockSections = (page: Page): Locator => page.locator("main > section, main > .island > section");

/** Collects console errors and uncaught exceptions (a hydration mismatch shows up as one of these). */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Collects requests to the site itself that failed or were answered with an error status. */
export function watchForFailedRequests(page: Page, origin: string): string[] {
  const failed: string[] = [];
  const sameSite = (url: string) => new URL(url).origin === origin;
  page.on("requestfailed", (request) => {
    if (sameSite(request.url())) failed.push(`${request.url()}: ${request.failure()?.errorText ?? "failed"}`);
  });
  page.on("response", (response) => {
    if (sameSite(response.url()) && response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
  return failed;
}

/**
 * Waits until every island of the page is live, so all its client-side behaviour is. Islands on the
 * first screen start by themselves after load; one that waits for use (a form) is touched, as the
 * visitor's first tap would, without moving focus; each one further down starts only as it nears the
 * screen, so it is scrolled to, and the page is then put back where it was. A page without islands
 * is whole as it arrives.
 */
export async function waitForHydration(page: Page) {
  const live = (island: Locator) => expect(island).toHaveAttribute("data-hydrated", "true");
  for (const island of await page.locator('.island[data-island-start="use"]').all())
    await island.dispatchEvent("pointerdown");
  for (const island of await page.locator('.island[data-island-start="load"], .island[data-island-start="use"]').all())
    await live(island);
  const later = page.locator('.island[data-island-start="visible"]');
  if ((await later.locator(":scope:not([data-hydrated])").count()) === 0) return;
  const position = await page.evaluate(() => [window.scrollX, window.scrollY]);
  for (const island of await later.all()) {
    if ((await island.getAttribute("data-hydrated")) === "true") continue;
    await island.scrollIntoViewIfNeeded();
    await live(island);
  }
  await page.evaluate(([x, y]) => window.scrollTo(x, y), position);
}

/**
 * Holds back React and the code that hydrates the islands (the "app" chunk of vite.config.ts), so the
 * page stays prerendered HTML until the returned function lets it through: what a visitor does before
 * the page's script runs.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/app-*.js", async (request) => {
    await held;
    await request.continue();
  });
  return release;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core in the page itself and fails with each violation of the given impacts. It does what
 * @axe-core/playwright did, minus that package's second blank page per check (a second or more of a
 * two-second test): axe is put into the page once per document, and reports only violations. Frames
 * are left out: the one frame the site has is the clinic's map, which is the map service's page.
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    impacts = ["minor", "moderate", "serious", "critical"],
    include = [],
    exclude = [],
  }: { impacts?: string[]; include?: string[]; exclude?: string[] } = {},
) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, exclude }) => {
      // A colour still changing (a button just pressed) would be judged halfway: let transitions end first.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      // Blocks far down the page are not drawn until the visitor nears them (content-visibility:
      // auto), and axe would judge the colours of text that has no box yet: draw them for the check.
      const skipped = [...document.querySelectorAll<HTMLElement>("*")].filter(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      );
      for (const element of skipped) element.style.contentVisibility = "visible";
      const context = include.length > 0 ? { include, exclude } : { exclude };
      const { violations } = await window.axe
        .run(context, { resultTypes: ["violations"], iframes: false })
        .finally(() => skipped.forEach((element) => element.style.removeProperty("content-visibility")));
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(" ")),
      }));
    },
    { include, exclude },
  );
  const summary = violations
    .filter((violation) => impacts.includes(violation.impact ?? "critical"))
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.targets.join(", ")})`);
  expect(summary).toEqual([]);
}

export interface AccessibleNode {
  role: string;
  name: string;
  /** Absent when the element has no expanded state at all. */
  expanded?: boolean;
}

/**
 * The role, name and expanded state Chromium's own accessibility tree gives an element: what a screen
 * reader hears, including what the browser works out itself (a popover's button is expanded while
 * its popover is open, with no aria-expanded in the page).
 */
export async function accessibleNode(locator: Locator): Promise<AccessibleNode> {
  const page = locator.page();
  const probe = "data-accessible-node-probe";
  await locator.evaluate((element, name) => element.setAttribute(name, ""), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[${probe}]` });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const [node] = nodes;
    const expanded = node.properties?.find((property) => property.name === "expanded")?.value.value;
    return {
      role: String(node.role?.value ?? ""),
      name: String(node.name?.value ?? ""),
      ...(expanded === undefined ? {} : { expanded: Boolean(expanded) }),
    };
  } finally {
    await cdp.detach();
    await locator.evaluate((element, name) => element.removeAttribute(name), probe);
  }
}

/** A visitable URL for every route of a manifest; pattern parts get a sample value. */
export function routeUrls(manifest: SiteManifest): { route: SiteManifest["routes"][number]; url: string }[] {
  return manifest.routes.map((route) => ({ route, url: route.path.replace(/:[^/]+/g, "sample-id") }));
}

declare global {
  interface Window {
    axe: { run: (context: object, options: object) => Promise<AxeResults> };
  }
}
