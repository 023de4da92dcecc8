import { expect, test } from "../support/reused-page.ts";
import { blocksOf, manifest } from "./support.ts";

test("About has Why Choose Us, a Why Us list, fun facts and a call to action", async ({ page }) => {
  await page.goto("/about");
  const [whyChoose] = blocksOf("/about", "featureGrid");
  expect(whyChoose.items.map((i) => i.title.toLowerCase())).toEqual([
    expect.stringContaining("vision"),
    expect.stringContaining("mission"),
    expect.stringContaining("problem"),
    expect.stringContaining("solution"),
  ]);
  for (const item of whyChoose.items) await expect(page.getByRole("heading", { name: item.title })).toBeVisible();
  const [whyUs] = blocksOf("/about", "mediaText");
  const list = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: whyUs.heading, exact: true }) })
    .getByRole("listitem");
  await expect(list).toHaveCount(whyUs.list?.length ?? -1);
  const [facts] = blocksOf("/about", "stats");
  expect(facts.items.map((fact) => fact.number)).toEqual(["17+", "25000+"]);
  const shownFacts = page.locator(".stats__item");
  await expect(shownFacts).toHaveCount(facts.items.length);
  for (const [i, fact] of facts.items.entries()) {
    await expect(shownFacts.nth(i)).toContainText(fact.number);
    await expect(shownFacts.nth(i)).toContainText(fact.title);
  }
  const [cta] = blocksOf("/about", "callToAction");
  await expect(page.getByRole("link", { name: cta.cta.label })).toHaveAttribute("href", cta.cta.href);
});

test("Services shows 4 service cards and 3 detail blocks with the picture side alternating", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/services");
  const [cards] = blocksOf("/services", "cardGrid");
  await expect(page.locator(".card")).toHaveCount(4);
  for (const card of cards.cards)
    await expect(page.getByRole("link", { name: `Learn More about ${card.title}` })).toHaveAttribute(
      "href",
      card.href ?? "",
    );
  const details = blocksOf("/services", "mediaText");
  expect(details).toHaveLength(3);
  const sections = page.locator("section.media-text");
  for (const [i, detail] of details.entries()) {
    const section = sections.nth(i);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(detail.heading);
    if (detail.list) await expect(section.getByRole("listitem")).toHaveCount(detail.list.length);
    const image = await section.locator("img").boundingBox();
    const text = await section.locator(".media-text__body").boundingBox();
    expect(image && text && image.x > text.x).toBe(Boolean(detail.reverse));
  }
  expect(details.map((d) => Boolean(d.reverse))).toEqual([false, true, false]);
});

test("Blog is titled 'Psychology and Life Style' and lists 9 dated posts that link to /blog/blog-details", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psychology and Life Style");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "Blog"]);
  const [posts] = blocksOf("/blog", "cardGrid");
  const cards = page.locator(".card");
  await expect(cards).toHaveCount(9);
  for (const [i, post] of posts.cards.entries()) {
    await expect(cards.nth(i).locator(".card__date")).toHaveText(post.date ?? "");
    await expect(cards.nth(i).getByRole("link", { name: `Learn More about ${post.title}` })).toHaveAttribute(
      "href",
      "/blog/blog-details",
    );
  }
  expect(manifest.routes.some((r) => r.path === "/blog/blog-details")).toBe(false);
});

test("About shows two staff profiles with social links and a five-picture gallery that opens larger", async ({
  page,
}) => {
  const [team] = blocksOf("/about", "people");
  const [gallery] = blocksOf("/about", "gallery");
  expect(team.people).toHaveLength(2);
  expect(gallery.images).toHaveLength(5);
  await page.goto("/about");
  for (const person of team.people) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: person.name }) });
    await expect(card).toContainText(person.designation);
    for (const link of person.social ?? []) await expect(card.locator(`a[href="${link.href}"]`)).toBeVisible();
  }
  const section = page.locator("section").filter({ has: page.getByRole("heading", { name: gallery.heading ?? "" }) });
  await expect(section.getByRole("img")).toHaveCount(5);
  await section.getByRole("button", { name: `View larger: ${gallery.images[2].alt}` }).click();
  const viewer = page.getByRole("dialog", { name: "Picture viewer" });
  await expect(viewer).toBeVisible();
  await viewer.getByRole("button", { name: "Close picture viewer" }).click();
  await expect(viewer).toBeHidden();
  await expect(section.getByRole("button", { name: `View larger: ${gallery.images[2].alt}` })).toBeFocused();
});
