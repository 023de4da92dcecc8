import { format } from "date-fns";
import { expect, test } from "../support/reused-page.ts";
import { routeUrls, waitForHydration } from "../support/browser.ts";
import { clinicManifest } from "./clinic-site.ts";
import { wordsInLanguage } from "../../src/language/engine-words.ts";
import { siteLanguages } from "../../src/language/site-languages.ts";
import { calendarLocales } from "../../src/forms/calendar-locale.ts";
import { pathInLanguage } from "../../src/manifest/path-rules.ts";
import { plainText } from "../../src/text/shown-text.ts";

/*
 * The forms and the language switcher in each language of any valid site.json: a form checks in
 * its page's language and keeps what was typed, the date picker names months in it, and the
 * switcher leads to the same page in each other language.
 */
const manifest = clinicManifest();
const languages = siteLanguages(manifest.site);
const pages = routeUrls(manifest);
const firstPageWith = (type: string) =>
  pages.find(({ route }) => !route.path.includes(":") && route.blocks.some((block) => block.type === type));
const contactPage = firstPageWith("contactForm");
const appointmentPage = firstPageWith("appointmentForm");

for (const language of languages) {
  const words = wordsInLanguage(manifest.site, language.code, languages[0].code);

  if (contactPage)
    test(`${language.code}: a wrong e-mail is told in the page's language and typed text stays`, async ({ page }) => {
      await page.goto(pathInLanguage(contactPage.url, language.prefix));
      await waitForHydration(page);
      const name = page.getByRole("textbox", { name: plainText(words.nameLabel), exact: true });
      const email = page.getByRole("textbox", { name: plainText(words.emailLabel), exact: true });
      await name.fill("Asha Patel");
      await email.fill("asha-at-example");
      await expect(page.getByText(plainText(words.emailInvalid), { exact: true })).toBeVisible();
      await expect(name).toHaveValue("Asha Patel");
      await expect(email).toHaveValue("asha-at-example");
    });

  if (appointmentPage)
    test(`${language.code}: the date picker names its months in the page's language`, async ({ page }) => {
      await page.goto(pathInLanguage(appointmentPage.url, language.prefix));
      await waitForHydration(page);
      const locale = await calendarLocales[language.code]?.();
      await page.getByRole("textbox", { name: plainText(words.preferredDateLabel), exact: true }).click();
      const month = page.locator(".react-datepicker__current-month");
      await expect(month).toBeVisible();
      // The calendar opens at this month; the clinic's month could differ only in the minutes around midnight.
      await expect(month).toHaveText(format(new Date(), "LLLL yyyy", { locale }));
      await expect(month).toHaveText(/^\D+ \d{4}$/);
    });
}

test("the language switcher leads from each page to the same page in every other language", async ({ request }) => {
  test.setTimeout(30_000 + pages.length * languages.length * 500);
  for (const language of languages)
    for (const { route, url } of pages) {
      if (route.path.includes(":")) continue;
      const address = pathInLanguage(url, language.prefix);
      const html = await (await request.get(address, { timeout: 15_000 })).text();
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      const found = [...header.matchAll(/<a\b[^>]*\shreflang="[^"]*"[^>]*>/gi)].map(
        ([tag]) => /href="([^"]*)"/.exec(tag)?.[1],
      );
      const expected = languages.length === 1 ? [] : languages.map((other) => pathInLanguage(url, other.prefix));
      expect([...new Set(found)].sort(), address).toEqual([...expected].sort());
    }
});
