import { expect, test } from "../support/reused-page.ts";
import { blocksOf, waitForHydration } from "./support.ts";

const [specialized, values] = blocksOf("/", "featureGrid");
const [timings] = blocksOf("/", "timings");
const [reviews] = blocksOf("/", "testimonials");

test("Specialized Treatment and Our Values list their items", async ({ page }) => {
  await page.goto("/");
  for (const grid of [specialized, values]) {
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: grid.heading }) });
    await expect(section.getByRole("listitem")).toHaveCount(grid.items.length);
    for (const item of grid.items)
      await expect(section.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
  }
  expect(specialized.items.map((i) => i.title)).toEqual([
    "Decompression Therapy",
    "Class IV Laser with Cryothermal",
    "Shockwave Therapy",
  ]);
  expect(values.items.map((i) => i.title)).toEqual(["Compassion", "Excellence", "Integrity", "Respect", "Teamwork"]);
});

// docs/requirements.md#clinic-hours, as the tables write it: day, shift, time.
const clinicHours: [string, string[][]][] = [
  [
    "Physiotherapy",
    [
      ["Monday - Saturday", "Morning", "8:00 AM - 12:00 PM"],
      ["Monday - Saturday", "Evening", "4:00 PM - 8:00 PM"],
      ["Sunday", "", "8:30 AM - 11:00 AM"],
    ],
  ],
  [
    "Skin, Laser and Weight Loss",
    [
      ["Monday - Saturday", "Morning", "8:00 AM - 1:00 PM"],
      ["Monday - Saturday", "Evening", "4:00 PM - 8:00 PM"],
      ["Sunday", "", "By appointment"],
    ],
  ],
  [
    "Gym",
    [
      ["Monday - Saturday", "Morning, unisex", "6:00 AM - 10:30 AM"],
      ["Monday - Saturday", "Ladies batch", "10:30 AM - 1:00 PM"],
      ["Monday - Saturday", "Evening, unisex", "4:00 PM - 9:30 PM"],
      ["Sunday", "", "Closed"],
    ],
  ],
];

test("Clinic Availability shows the clinic's hours and a Contact Us button", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("section.timings");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(clinicHours.map(([name]) => name));
  for (const [name, rows] of clinicHours) {
    const card = section.locator("article").filter({ has: page.getByRole("heading", { name }) });
    const shown = card.getByRole("row");
    await expect(shown).toHaveCount(rows.length);
    for (const [i, [day, shift, time]] of rows.entries()) {
      await expect(shown.nth(i).getByRole("rowheader")).toHaveText(day + shift);
      await expect(shown.nth(i).locator(".timings__shift")).toHaveCount(shift ? 1 : 0);
      await expect(shown.nth(i).getByRole("cell")).toHaveText(time);
    }
  }
  await expect(section.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test.describe("Some Reviews", () => {
  test(`opens on tab ${reviews.defaultTab}, with stars filled to rating × 20 %`, async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: reviews.heading }).getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(reviews.defaultTab - 1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(reviews.items[reviews.defaultTab - 1].text);
    expect(reviews.items.map((r) => r.rating)).toEqual([5, 4.5, 4.5]);

    // The page arrives with the default tab open; switching tabs needs the page to be live.
    await waitForHydration(page);

    for (const [i, review] of reviews.items.entries()) {
      await tabs.nth(i).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel).toContainText(review.text);
      await expect(panel.getByRole("img", { name: `Rated ${review.rating} out of 5` })).toBeVisible();
      // The stars are one bar coloured up to the rating: where the filled colour stops, as a share.
      const bar = await panel.locator(".star-rating").evaluate((stars) => getComputedStyle(stars).backgroundImage);
      const filledUpTo = Number(/\) ([\d.]+)%/.exec(bar)?.[1]) / 100;
      expect(filledUpTo).toBeCloseTo(review.rating / 5, 2);
    }
  });

  test("moves between reviews with the arrow keys", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await tabs.nth(reviews.defaultTab - 1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(reviews.defaultTab % 3)).toBeFocused();
    await expect(tabs.nth(reviews.defaultTab % 3)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(page.getByRole("tabpanel")).toContainText(reviews.items[0].text);
  });
});

test("the home page's content is in its HTML, so the first paint needs no script", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const text of [
    specialized.heading,
    values.heading,
    timings.heading,
    "8:30 AM - 11:00 AM",
    reviews.heading,
    ...values.items.map((v) => v.title),
  ])
    expect(html).toContain(text);
  expect(html).toMatch(/<script type="module"[^>]*src=/);
  // Apart from the page's own script file, only data: structured data and the islands' props.
  expect(html).not.toMatch(/<script(?![^>]*type="(module|application\/ld\+json|application\/json)")[^>]*>/);
});

test("Condition Testing is a grid of 15 pictures that open larger", async ({ page }) => {
  const [conditions] = blocksOf("/", "gallery");
  expect(conditions.heading).toBe("Condition Testing");
  expect(conditions.images).toHaveLength(15);
  await page.goto("/");
  await waitForHydration(page);
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Condition Testing" }) });
  await expect(section.getByRole("img")).toHaveCount(15);
  for (const image of conditions.images)
    await expect(section.getByRole("img", { name: image.alt })).toHaveAttribute("src", image.src);
  await section.getByRole("button", { name: `View larger: ${conditions.images[0].alt}` }).click();
  await expect(page.getByRole("dialog", { name: "Picture viewer" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Picture viewer" })).toBeHidden();
});
