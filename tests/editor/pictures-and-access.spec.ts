import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expectNoAxeViolations } from "../support/browser.ts";
import { expect, fieldsPanel, openEditor, selectBlock, test } from "./editor-fixture.ts";

test("a text file renamed .jpg is refused as a picture, and nothing is stored", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  const uploads = join(editor.copy.publicDir, "images/uploads");
  const before = existsSync(uploads) ? readdirSync(uploads) : [];

  await fieldsPanel(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "knee-photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("This is a note, not a photo.\n"),
    });

  await expect(fieldsPanel(page).getByRole("alert")).toContainText(
    "“knee-photo.jpg” is not a JPEG, PNG or WebP picture",
  );
  expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual(before);
});

test("a real picture uploads into public/images/uploads and becomes the block's picture, once", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  const sharp = (await import("sharp")).default;
  const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 20, g: 110, b: 105 } } })
    .jpeg()
    .toBuffer();

  await fieldsPanel(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "Knee Clinic Photo.JPG", mimeType: "image/jpeg", buffer: photo });

  const pathInput = fieldsPanel(page).getByPlaceholder("/images/…").first();
  await expect(pathInput).toHaveValue(/^\/images\/uploads\/[a-z0-9-]+\.jpg$/);
  const stored = (await pathInput.inputValue()).replace(/^\//, "");
  expect(existsSync(join(editor.copy.publicDir, stored))).toBe(true);
  const uploads = readdirSync(join(editor.copy.publicDir, "images/uploads"));

  // The same picture again, as a person who forgot they had uploaded it: the stored one is used.
  await pathInput.fill("/images/banners/about-banner.jpg");
  await fieldsPanel(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "knee-clinic-again.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(pathInput).toHaveValue(`/${stored}`);
  expect(readdirSync(join(editor.copy.publicDir, "images/uploads"))).toEqual(uploads);
});

test("axe finds no serious or critical problem in the fields panel", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/about");
  for (const index of [0, 1]) {
    await selectBlock(page, canvas, index);
    // A list's first item opened too, so its fields are checked as well.
    const firstItem = fieldsPanel(page).locator(".ed-list__toggle").first();
    if (await firstItem.count()) await firstItem.click();
    await expectNoAxeViolations(page, { impacts: ["serious", "critical"], include: ["[class*='_PuckFields_']"] });
  }
});
