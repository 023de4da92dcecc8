import { expect, openEditor, test } from "./editor-fixture.ts";

// The canvas is the page as a visitor sees it, down to heading levels, which screen readers announce.
test("canvas headings keep the site's levels: one h1, in home's first block, elsewhere in the heading band", async ({
  page,
  editor,
}) => {
  const home = await openEditor(page, editor, "/");
  await expect(home.locator("h1")).toHaveCount(1);
  await expect(home.locator("[data-puck-component]").first().locator("h1")).toHaveCount(1);

  const about = await openEditor(page, editor, "/about");
  await expect(about.locator("h1")).toHaveCount(1);
  await expect(about.locator("[data-puck-component] h1")).toHaveCount(0);
  await expect(about.locator("[data-puck-component] h2").first()).toBeVisible();
});

// Links of the site are plain links; in the canvas a click on one selects or edits, it never leaves the page.
test("a click on a link in the canvas keeps the page being edited in the canvas", async ({ page, editor }) => {
  const about = await openEditor(page, editor, "/about");
  const frameAddress = () => about.locator(":root").evaluate(() => window.location.href);
  const before = await frameAddress();
  await about.locator("a.brand").click();
  expect(await frameAddress()).toBe(before);
  await expect(about.getByRole("heading", { level: 1 })).toBeVisible();
});
