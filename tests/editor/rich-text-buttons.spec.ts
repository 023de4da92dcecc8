import type { Locator, Page } from "@playwright/test";
import { expect, fieldsPanel, openEditor, selectBlock, test } from "./editor-fixture.ts";

const pagePath = "/services/physiotherapy/pemf";
const modifier = process.platform === "darwin" ? "Meta" : "Control";

/** The article's first paragraph: its box, its buttons and what it says under them. */
function firstParagraph(page: Page) {
  const frame = fieldsPanel(page).locator('[data-field="paragraphs[0]"]');
  return {
    frame,
    box: frame.getByLabel("Paragraph 1", { exact: true }),
    button: (name: string) => frame.getByRole("button", { name, exact: true }),
  };
}

/** The caret after the last word (End goes only to the end of the line the caret is on, as the box wraps it). */
async function caretAtEnd(box: Locator): Promise<void> {
  await box.evaluate((element: HTMLTextAreaElement) => {
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  });
}

async function select(box: Locator, words: string): Promise<void> {
  await box.evaluate((element: HTMLTextAreaElement, wanted) => {
    const start = element.value.indexOf(wanted);
    element.focus();
    element.setSelectionRange(start, start + wanted.length);
  }, words);
}

test("B, I and Link, by button or keyboard, format the selected words, each one step of Undo", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, pagePath);
  await selectBlock(page, canvas, 0);
  const { frame, box, button } = firstParagraph(page);
  const original = await box.inputValue();
  const undo = page.getByRole("button", { name: "Undo", exact: true }).first();
  expect(original).toMatch(/^Pulsed electromagnetic field therapy, usually shortened to PEMF,/);

  // The buttons are ordinary buttons with names, reached with Tab just before the box.
  await expect(frame.getByRole("group", { name: "Formatting" })).toBeVisible();
  await box.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(button("Link")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(button("Italic")).toBeFocused();

  await select(box, "Pulsed");
  await button("Bold").click();
  await expect(box).toHaveValue(original.replace("Pulsed", "**Pulsed**"));
  await expect(box).toBeFocused();
  await expect(canvas.locator(".article__body strong").first()).toHaveText("Pulsed");
  await expect(frame.locator(".ed-rich__preview strong")).toHaveText("Pulsed");

  await undo.click();
  await expect(box).toHaveValue(original);
  await expect(canvas.locator(".article__body strong")).toHaveCount(0);

  await select(box, "electromagnetic");
  await page.keyboard.press(`${modifier}+i`);
  await expect(box).toHaveValue(original.replace("electromagnetic", "*electromagnetic*"));
  await expect(canvas.locator(".article__body em").first()).toHaveText("electromagnetic");

  await select(box, "PEMF");
  await page.keyboard.press(`${modifier}+k`);
  const address = frame.getByRole("combobox", { name: "Link to", exact: true });
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(frame.getByRole("alert").filter({ hasText: "is not an allowed link" })).toBeVisible();
  await address.fill("/about");
  await frame.getByRole("button", { name: "Add link", exact: true }).click();
  const linked = original.replace("electromagnetic", "*electromagnetic*").replace("to PEMF,", "to [PEMF](/about),");
  await expect(box).toHaveValue(linked);
  await expect(canvas.locator('.article__body a[href="/about"]')).toHaveText("PEMF");

  // Each button press was one step: Undo takes back the link, then the italic.
  await undo.click();
  await expect(box).toHaveValue(original.replace("electromagnetic", "*electromagnetic*"));
  await undo.click();
  await expect(box).toHaveValue(original);

  // Pressed right after typing, a button is still a step of its own, not more of the typing.
  await caretAtEnd(box);
  await box.pressSequentially(" Call us.");
  await select(box, "Call");
  await page.keyboard.press(`${modifier}+b`);
  await expect(box).toHaveValue(`${original} **Call** us.`);
  await undo.click();
  await expect(box).toHaveValue(`${original} Call us.`);
});

test("a bold left open is the validator's finding at the field, in words with a hint", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, pagePath);
  await selectBlock(page, canvas, 0);
  const { frame, box } = firstParagraph(page);
  await box.fill("Call us **today for an appointment.");
  const problem = frame.locator(".ed-field__problem--error");
  await expect(problem).toContainText("The bold started with ** here is never closed.");
  await expect(problem).toContainText("Close the bold with ** after its last word, or write \\* for a star.");
  await expect(frame.locator(".ed-rich__preview")).toHaveCount(0);
});
