import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

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

/** Waits until React has hydrated the page, so client-side behaviour is live. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function expectNoAxeViolations(
  page: Page,
  {
    impacts = ["minor", "moderate", "serious", "critical"],
    exclude = [],
  }: { impacts?: string[]; exclude?: string[] } = {},
) {
  const results = await exclude.reduce((axe, selector) => axe.exclude(selector), new AxeBuilder({ page })).analyze();
  const summary = results.violations
    .filter((violation) => impacts.includes(violation.impact ?? "critical"))
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** A visitable URL for every route of a manifest; pattern parts get a sample value. */
export function routeUrls(manifest: SiteManifest): { route: SiteManifest["routes"][number]; url: string }[] {
  return manifest.routes.map((route) => ({ route, url: route.path.replace(/:[^/]+/g, "sample-id") }));
}
