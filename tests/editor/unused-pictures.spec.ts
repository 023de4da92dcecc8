import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, fieldsPanel, openEditor, selectBlock, test } from "./editor-fixture.ts";

const photo = async (red: number) => {
  const sharp = (await import("sharp")).default;
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: red, g: 110, b: 105 } } })
    .jpeg()
    .toBuffer();
};

/** Uploads a picture into the selected block's first picture field, which then shows it; returns its site path. */
async function upload(page: Page, name: string, red: number): Promise<string> {
  await fieldsPanel(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(red) });
  const pathInput = fieldsPanel(page).getByPlaceholder("/images/…").first();
  await expect(pathInput).toHaveValue(new RegExp(`^/images/uploads/${name.replace(/\.jpg$/, "")}\\.jpg$`));
  return pathInput.inputValue();
}

test("a picture uploaded and then replaced before publishing is listed as unused and can be removed", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  // The first upload is replaced by the second before anything is published: only the second is on a page.
  const replaced = await upload(page, "first-try.jpg", 30);
  const kept = await upload(page, "second-try.jpg", 200);
  const file = (path: string) => join(editor.copy.publicDir, path);

  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^Pictures no page uses/ }).click();
  await expect(page).toHaveURL(/\/edit-pictures$/);
  const list = page.getByRole("list", { name: "Pictures no page uses" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("uploads/first-try.jpg");
  await expect(list.getByRole("listitem")).toContainText("64 × 40 pixels");
  await expect(list).not.toContainText("second-try");

  await list.getByRole("button", { name: "Remove uploads/first-try.jpg" }).click();
  const question = page.getByRole("alertdialog", { name: "Remove “uploads/first-try.jpg”? No page uses it." });
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Remove it" }).click();

  await expect(page.getByRole("status")).toHaveText("The picture was removed.");
  await expect(page.getByText("Every picture in the folder is used on a page.")).toBeVisible();
  expect(existsSync(file(replaced))).toBe(false);
  expect(existsSync(file(kept))).toBe(true);

  // The unpublished change that uses the second picture is still there.
  await page.goBack();
  await selectBlock(page, canvas, 0);
  await expect(fieldsPanel(page).getByPlaceholder("/images/…").first()).toHaveValue(kept);
});
