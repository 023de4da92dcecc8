import { expect, test } from "../support/reused-page.ts";

/**
 * Icons are drawn from the site's one icon file (src/icons/Icon.tsx). A missing file, a symbol it lacks, or a
 * policy that refuses it leaves an icon empty, which no other test would notice.
 */
for (const path of ["/", "/contact", "/doctors"])
  test(`every icon shown on ${path} is drawn, on a phone and on a desktop`, async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // Icons in a closed menu or panel have no box at all; every other one must have a drawing in it.
      const shownIcons = () =>
        page
          .locator("svg > use")
          .evaluateAll((uses) =>
            (uses as SVGUseElement[])
              .filter((use) => (use.ownerSVGElement?.getClientRects().length ?? 0) > 0)
              .map((use) => ({ href: use.getAttribute("href"), drawn: use.getBBox().width > 0 })),
          );
      expect((await shownIcons()).length, `${path} at ${width} px`).toBeGreaterThan(2);
      await expect
        .poll(async () => (await shownIcons()).filter(({ drawn }) => !drawn).map(({ href }) => href))
        .toEqual([]);
    }
  });
