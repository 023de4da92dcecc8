import { expect, field, openEditor, test } from "./editor-fixture.ts";

test("Back and Forward go through the editor's views, each address showing its own", async ({ page, editor }) => {
  await openEditor(page, editor, "/about");
  const pictures = page.getByRole("heading", { name: "Pictures no page uses", level: 1 });

  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/edit-site$/);
  await expect(page.frameLocator("#preview-frame").locator("body")).toContainText("The header above and the footer");
  await page.getByRole("button", { name: /^Pictures no page uses/ }).click();
  await expect(page).toHaveURL(/\/edit-pictures$/);
  await expect(pictures).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/edit-site$/);
  await expect(pictures).toHaveCount(0);
  await expect(page.frameLocator("#preview-frame").locator("body")).toContainText("The header above and the footer");
  await page.goBack();
  await expect(page).toHaveURL(/\/edit\/about$/);
  await expect(page.frameLocator("#preview-frame").getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/edit-site$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/edit-pictures$/);
  await expect(pictures).toBeVisible();
});

test("an editor address that cannot be decoded shows the page list, and Back leaves it", async ({ page, editor }) => {
  await openEditor(page, editor, "/about");
  await page.goto(new URL("edit/doctors/%E0%A4%A", editor.url).href);
  await expect(page.getByRole("heading", { name: /^There is no page at/, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.frameLocator("#preview-frame").getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
});

test("the open page stays open while its path is typed, and the address follows the path", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/about");
  const path = field(page, "Path");
  await expect(path).toHaveValue("/about");
  // On the way from one path to another, it passes through ones that are no editor address at all.
  await path.fill("a");
  await path.pressSequentially("bout-us");
  await expect(page.getByRole("heading", { name: /^There is no page at/ })).toHaveCount(0);
  await path.fill("/about-us");
  await expect(page).toHaveURL(/\/edit\/about-us$/);
  await expect(path).toBeFocused();
  await expect(canvas.getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/edit\/about-us$/);
});
