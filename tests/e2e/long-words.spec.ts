import { expect, test } from "../support/reused-page.ts";
import { waitForHydration } from "./support.ts";

/** A word longer than any phone is wide, such as a web address pasted into an article. */
const longWord = "https://www.example.com/" + "very-long-unbroken-address-segment".repeat(4);

test.describe("a long unbroken word in any text block", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    "/",
    "/about",
    "/services/physiotherapy/pemf",
    "/doctors/doctor-details",
    "/contact",
    "/gallery",
    "/blog",
  ]) {
    test(`wraps on a phone instead of widening ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Every piece of text the blocks show gets the long word, as if site.json said it there.
      const changed = await page.locator("main").evaluate((main, word) => {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
        });
        const texts: Text[] = [];
        while (walker.nextNode()) texts.push(walker.currentNode as Text);
        for (const text of texts) text.textContent = `${text.textContent} ${word}`;
        return texts.length;
      }, longWord);
      expect(changed).toBeGreaterThan(0);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    });
  }
});
