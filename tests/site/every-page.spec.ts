import type { Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import {
  blockSections,
  expectNoAxeViolations,
  routeUrls,
  waitForHydration,
  watchForErrors,
  watchForFailedRequests,
} from "../support/browser.ts";
import { clinicManifest, defaultWords } from "./clinic-site.ts";
import { wordsInLanguage } from "../../src/language/engine-words.ts";
import { inLanguage, shownLanguage, siteInLanguage } from "../../src/language/in-language.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import { pageTitle } from "../../src/manifest/page-title.ts";
import { pathInLanguage } from "../../src/manifest/path-rules.ts";
import { plainText } from "../../src/text/shown-text.ts";

const manifest = clinicManifest();
const languages = siteLanguages(manifest.site);
const defaultWordsOfEngine = wordsInLanguage(manifest.site, languages[0].code, languages[0].code);
const serious = ["serious", "critical"];
// The header and footer are the same on every page (site settings, not the page's blocks): axe reads
// them on the home page and the 404 page, and every page's own content everywhere, which halves its work.
const sharedLayout = [".site-header", ".site-footer"];

/**
 * Scrolls to the end a screen at a time, so that every lazily loaded picture is asked for, and waits
 * until each picture has loaded or failed (a failure is then among the failed requests). A picture
 * the page does not draw (a slide waiting its turn) is not asked for until it is drawn.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => !image.complete && image.getClientRects().length > 0)
          .map((image) => image.src),
      ),
    )
    .toEqual([]);
}

// Every page in every language the site has (a site of one language: each page once, at its address).
for (const language of languages)
  for (const { route: written, url } of routeUrls(manifest)) {
    const shown = shownLanguage(manifest.site, language.prefix)!;
    const site = siteInLanguage(manifest.site, shown);
    const route = inLanguage(written, "route", shown);
    const address = pathInLanguage(url, language.prefix);
    const shownPath = pathInLanguage(route.path, language.prefix);
    const name =
      `${shownPath} answers with its title, shows all ${route.blocks.length} of its blocks, ` +
      "passes axe, and logs no error or failed request";
    test(name, async ({ page, baseURL }) => {
      const errors = watchForErrors(page);
      const failedRequests = watchForFailedRequests(page, new URL(baseURL ?? "").origin);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(pageTitle(site, route.title));
      if (languages.length > 1) await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      // Every block is one section of the page's main content, in order (an island's inside the element it
      // hydrates in); the heading of an inner page is not one.
      await expect(blockSections(page)).toHaveCount(route.blocks.length);
      if (route.path !== "/")
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          plainText(route.heading ?? route.title ?? site.name),
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
  const site = siteInLanguage(manifest.site, shownLanguage(manifest.site, "")!);
  await expect(page).toHaveTitle(pageTitle(site, defaultWordsOfEngine.pageNotFound));
  await expect(page.getByRole("link", { name: plainText(defaultWordsOfEngine.backToHome) })).toHaveAttribute(
    "href",
    "/",
  );
  await expectNoAxeViolations(page, { impacts: serious });
  // The one error is the browser's note of the 404 status itself.
  expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
});

const dayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
interface HoursData {
  "@type": string;
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

test("the home page's structured data gives every opening hour the site's timings blocks show", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  interface ClinicData {
    "@type": string;
    openingHoursSpecification?: HoursData[];
    department?: { name: string; openingHoursSpecification: HoursData[] }[];
  }
  // A site of several languages describes the page too, beside the clinic.
  const written = JSON.parse(json ?? "null") as ClinicData | { "@graph": ClinicData[] };
  const data = ("@graph" in written ? written["@graph"] : [written]).find((node) => node["@type"] === "MedicalClinic")!;
  expect(data["@type"]).toBe("MedicalClinic");
  const shown = new Set(
    manifest.routes.flatMap((route) => route.blocks.flatMap((b) => (b.type === "timings" ? b.hours : []))),
  );
  const entries = (manifest.site.openingHours ?? []).filter((entry) => shown.has(defaultWords(manifest, entry.name)));
  expect((data.department ?? []).map((department) => department.name)).toEqual(
    entries.map((entry) => defaultWords(manifest, entry.name)),
  );
  // Each row with times is open on each of its days within a stretch of its department's and of the clinic's.
  for (const [index, entry] of entries.entries())
    for (const { firstDay, lastDay, opens, closes } of entry.times) {
      if (!opens || !closes) continue;
      const days = dayNames.slice(dayNames.indexOf(firstDay), dayNames.indexOf(lastDay ?? firstDay) + 1);
      const stretchesOf = [data.department?.[index].openingHoursSpecification, data.openingHoursSpecification];
      for (const day of days)
        for (const stretches of stretchesOf)
          expect(
            stretches?.some(
              (stretch) =>
                stretch.dayOfWeek.includes(day.charAt(0).toUpperCase() + day.slice(1)) &&
                stretch.opens <= opens &&
                closes <= stretch.closes,
            ),
            `${entry.name}, ${day} ${opens}-${closes}`,
          ).toBe(true);
    }
});
