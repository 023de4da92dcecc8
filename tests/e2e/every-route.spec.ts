import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, manifest, routeUrls, waitForHydration, watchForErrors } from "./support.ts";

// One test per route in site.json: a page added there is covered with no change here.
for (const { route, url } of routeUrls()) {
  test(`${route.path} renders its heading, hydrates cleanly and passes axe`, async ({ page }) => {
    const errors = watchForErrors(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    if (route.path !== "/") await expect(h1).toHaveText(route.heading ?? route.title ?? manifest.site.name);
    else await expect(h1).not.toBeEmpty();

    const clinic = `${manifest.site.name} | ${manifest.site.location}`;
    await expect(page).toHaveTitle(route.title ? `${route.title} | ${clinic}` : clinic);

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
