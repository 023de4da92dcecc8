import { expect, test } from "../support/reused-page.ts";
import { blockOn, manifest } from "./support.ts";

// docs/requirements.md#category-listings: the four category listings and how many cards each shows.
const listings = [
  { path: "/services/physiotherapy", cards: 12 },
  { path: "/services/weight-loss", cards: 11 },
  { path: "/services/gym", cards: 9 },
  { path: "/services/skin-laser-treatment", cards: 10 },
];

for (const listing of listings) {
  test(`${listing.path} shows ${listing.cards} cards, each with its title, thumbnail and Learn More link`, async ({
    page,
  }) => {
    const grid = blockOn(listing.path, "cardGrid");
    expect(grid.cards).toHaveLength(listing.cards);
    await page.goto(listing.path);
    const cards = page.locator(".card-grid .card");
    await expect(cards).toHaveCount(listing.cards);
    for (const [i, card] of grid.cards.entries()) {
      const shown = cards.nth(i);
      await expect(shown.locator(".card__title")).toHaveText(card.title);
      await expect(shown.locator("img")).toHaveCount(1);
      const link = shown.getByRole("link", { name: `${card.linkLabel} about ${card.title}` });
      await expect(link).toHaveAttribute("href", card.href ?? "");
    }
  });
}

const detailPages = manifest.routes.filter((route) => route.blocks.some((block) => block.type === "article"));

// docs/requirements.md#treatment-detail-pages: the 42 detail pages, by folder, with their spellings as found.
const specDetailPages = {
  physiotherapy:
    "physiotherapy1 pemf pneumatic-compression tens manualtherapy chiropractic coordinationbalancing " +
    "dryneedletherapy decompressiontherapy cuppingtherapy instrumentassistedsoftTissuemobilization " +
    "class4laserwithcryothermal",
  weightLosscentre:
    "weightlosscenter1 bodyfirming bodyshaping bodytonning breastliftingandtonning faloss figuretrimming inchloss " +
    "postnatalimprovement tummytuck weightlossthroughslimmingdevice",
  gym: "gym1 zumba weight-loss aerobics yoga weight-training cervical-traction ultrasound cardio-workout",
  skin_laser_treatment:
    "laser-hair-removal hydra-facial carbon-and-golden-facial peeling whitening-treatment tattoo-removal " +
    "faces-and-hair-prp-bbglow pigments-scar-melasma-and-acne-treatment frekales-matt-vat-removal anti-aging-treatmnet",
};

test("every detail page docs/requirements.md lists is a page with an article, and no others", () => {
  const expected = Object.entries(specDetailPages).flatMap(([folder, slugs]) =>
    slugs.split(" ").map((slug) => `/services/${folder}/${slug}`),
  );
  expect(expected).toHaveLength(42);
  expect(detailPages.map((route) => route.path).sort()).toEqual(expected.sort());
});

test("on a wide screen each detail article fills two thirds, beside an empty side column", async ({ page }) => {
  // 42 pages in one test: about 18 s on a quiet machine, over the default 30 s on a shared one.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of detailPages) {
    const article = blockOn(route.path, "article");
    await page.goto(route.path);
    const body = page.locator(".article__body");
    await expect(body.getByRole("heading", { name: article.title })).toBeVisible();
    await expect(body.locator("p")).toHaveCount(article.paragraphs.length);
    await expect(page.locator(".article__hero")).toBeVisible();
    const aside = page.locator(".article__aside");
    await expect(aside, route.path).toBeEmpty();
    const bodyBox = await body.boundingBox();
    const asideBox = await aside.boundingBox();
    if (!bodyBox || !asideBox) throw new Error(`${route.path}: the article's columns are not laid out`);
    expect(bodyBox.width / asideBox.width, route.path).toBeCloseTo(2, 1);
    expect(asideBox.x, route.path).toBeGreaterThan(bodyBox.x + bodyBox.width);
    expect(asideBox.y, route.path).toBeCloseTo(bodyBox.y, 0);
  }
});

test("on a phone the article takes the whole width and the empty column adds no space", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(detailPages[0].path);
  const bodyBox = await page.locator(".article__body").boundingBox();
  const heroBox = await page.locator(".article__hero").boundingBox();
  const asideBox = await page.locator(".article__aside").boundingBox();
  expect(bodyBox?.width).toBeCloseTo(heroBox?.width ?? 0, 0);
  expect(asideBox?.height).toBe(0);
});
