import { expect, test } from "../support/reused-page.ts";
import { blockOn, distinctInOrder, expectNoAxeViolations, waitForHydration, watchForErrors } from "./support.ts";

const gallery = blockOn("/gallery", "gallery");
const categories = distinctInOrder(gallery.images.map((image) => image.category ?? ""));

// docs/requirements.md#gallery-page: the categories and how many pictures each holds.
const specCounts: Record<string, number> = {
  Physiotherapy: 7,
  "Weight loss Centre": 5,
  "Skin & Laser Treatment": 5,
  GYM: 6,
  Yoga: 5,
  Zumba: 4,
};

test("site.json holds the gallery the specification asks for", () => {
  expect(categories).toEqual(Object.keys(specCounts));
  for (const [category, count] of Object.entries(specCounts))
    expect(
      gallery.images.filter((image) => image.category === category),
      category,
    ).toHaveLength(count);
  for (const image of gallery.images) expect(image.alt.trim().length, image.src).toBeGreaterThan(10);
});

test("the thumbnails are in the prerendered HTML, before any script runs", async ({ request }) => {
  const html = await (await request.get("/gallery")).text();
  for (const image of gallery.images) expect(html).toContain(`src="${image.src}"`);
  expect(html.match(/class="lightbox-thumb gallery__thumb"/g)).toHaveLength(gallery.images.length);
});

test.describe("/gallery", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
  });

  test("shows every picture with its text alternative, as buttons that open it larger", async ({ page }) => {
    const grid = page.locator(".gallery__grid");
    await expect(grid.getByRole("listitem")).toHaveCount(gallery.images.length);
    const thumbs = grid.getByRole("button");
    await expect(thumbs).toHaveCount(gallery.images.length);
    for (const [i, image] of gallery.images.entries()) {
      await expect(thumbs.nth(i)).toHaveAccessibleName(`View larger: ${image.alt}`);
      await expect(thumbs.nth(i).getByRole("img", { name: image.alt })).toHaveAttribute("src", image.src);
    }
  });

  test("the filters show All, then each category in data order, and narrow the grid to exactly that category", async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    const filter = page.getByRole("group", { name: "Show pictures of" });
    await expect(filter.getByRole("button")).toHaveText(["All", ...categories]);
    const all = filter.getByRole("button", { name: "All", exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const grid = page.locator(".gallery__grid");
    const status = page.locator(".gallery").getByRole("status");
    await expect(status).toHaveText(`Showing all ${gallery.images.length} pictures`);

    for (const category of categories) {
      const expected = gallery.images.filter((image) => image.category === category);
      const button = filter.getByRole("button", { name: category, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(filter.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(all).toHaveAttribute("aria-pressed", "false");
      await expect(grid.getByRole("img")).toHaveCount(expected.length);
      expect(await grid.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
        expected.map((image) => image.alt),
      );
      await expect(status).toHaveText(`Showing ${expected.length} of ${gallery.images.length} pictures`);
    }

    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(grid.getByRole("img")).toHaveCount(gallery.images.length);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("ends with the call to action from site.json", async ({ page }) => {
    const cta = blockOn("/gallery", "callToAction");
    const band = page.locator(".call-to-action");
    await expect(band.getByRole("heading", { name: cta.title })).toBeVisible();
    await expect(band.getByRole("link", { name: cta.cta.label })).toHaveAttribute("href", cta.cta.href);
    // It comes after the gallery.
    const order = await page.evaluate(() => {
      const g = document.querySelector(".gallery");
      const c = document.querySelector(".call-to-action");
      return g && c ? g.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
  });
});
