import { expect, openEditor, test } from "./editor-fixture.ts";

test("a new page is offered a link from the menu, the footer or the listing above it, added in one click", async ({
  page,
  editor,
}) => {
  const before = editor.copy.readManifestText();
  await openEditor(page, editor, "/services/gym");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Add a page" }).click();
  await page.getByLabel("Title", { exact: true }).filter({ visible: true }).first().fill("Pilates");
  await page.getByLabel("Address").fill("/services/gym/pilates");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/edit\/services\/gym\/pilates$/);

  const offer = page.getByRole("region", { name: "Link to the new page" });
  await expect(offer).toContainText("No page links to “Pilates” yet.");
  await expect(offer.getByRole("button", { name: "Add it to the menu" })).toBeVisible();
  await expect(offer.getByRole("button", { name: "Add it to the footer's links" })).toBeVisible();
  // The validator's warning shows at the page's address; the bar above leaves it to the offer.
  const atField = page.locator(".ed-field__problem--warning").filter({ visible: true });
  await expect(atField).toContainText('No page links to "/services/gym/pilates"');
  const status = page.locator(".ed-status");
  await expect(status).not.toContainText("No page links to");

  await offer.getByRole("button", { name: /^Add a card on “.+” \(\/services\/gym\)$/ }).click();
  await expect(offer).toBeHidden();
  await expect(page).toHaveURL(/\/edit\/services\/gym$/);
  const canvas = page.frameLocator("#preview-frame");
  await expect(canvas.getByRole("heading", { name: "Pilates", exact: true })).toBeVisible();
  await expect(status).not.toContainText('No page links to "/services/gym/pilates"');

  // The card is one step: Undo takes it back, and the page stays.
  await page.getByRole("button", { name: "Undo", exact: true }).first().click();
  await expect(canvas.getByRole("heading", { name: "Pilates", exact: true })).toHaveCount(0);
  await expect(status).toContainText('No page links to "/services/gym/pilates"');
  expect(editor.copy.readManifestText()).toBe(before);
});
