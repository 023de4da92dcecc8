import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, field, openEditor, selectBlock, selectedBlockButton, test } from "./editor-fixture.ts";

interface Route {
  path: string;
  title?: string;
  blocks: { type: string; title?: string }[];
}

function aboutPage(text: string): Route {
  const about = (JSON.parse(text) as { routes: Route[] }).routes.find((route) => route.path === "/about");
  expect(about, "the site has an /about page").toBeTruthy();
  return about as Route;
}

const undoButton = (page: Page) => page.getByRole("button", { name: "Undo", exact: true }).first();
const redoButton = (page: Page) => page.getByRole("button", { name: "Redo", exact: true });
const modifier = process.platform === "darwin" ? "Meta" : "Control";

test("the very first change after the editor opens can be undone and redone, by button and by keyboard", async ({
  page,
  editor,
}) => {
  const oldTitle = aboutPage(editor.copy.readManifestText()).blocks[0]?.title as string;
  const canvas = await openEditor(page, editor, "/about");
  await expect(undoButton(page)).toBeDisabled();
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill(`${oldTitle}!`);
  await expect(page.getByText("Unpublished changes")).toBeVisible();

  await undoButton(page).click();
  await expect(field(page, "Title")).toHaveValue(oldTitle);
  await expect(canvas.getByRole("heading", { name: oldTitle, exact: true })).toBeVisible();
  await expect(page.getByText("All changes published")).toBeVisible();
  await expect(undoButton(page)).toBeDisabled();

  await redoButton(page).click();
  await expect(field(page, "Title")).toHaveValue(`${oldTitle}!`);

  // The keys work with the cursor still in the field, where the field's own undo would otherwise act.
  await field(page, "Title").focus();
  await page.keyboard.press(`${modifier}+z`);
  await expect(field(page, "Title")).toHaveValue(oldTitle);
  await page.keyboard.press(`${modifier}+Shift+z`);
  await expect(field(page, "Title")).toHaveValue(`${oldTitle}!`);
  await page.keyboard.press(`${modifier}+z`);
  await expect(field(page, "Title")).toHaveValue(oldTitle);
  await page.keyboard.press(`${modifier}+y`);
  await expect(field(page, "Title")).toHaveValue(`${oldTitle}!`);
});

test("a block deleted as the first change says so and comes back with Undo, or with the keyboard", async ({
  page,
  editor,
}) => {
  const blockCount = aboutPage(editor.copy.readManifestText()).blocks.length;
  const canvas = await openEditor(page, editor, "/about");
  const blocks = canvas.locator("[data-puck-component]");
  await expect(blocks).toHaveCount(blockCount);

  await selectBlock(page, canvas, 1);
  await (await selectedBlockButton(canvas, "Delete")).click();
  await expect(blocks).toHaveCount(blockCount - 1);
  const notice = page.getByRole("status").filter({ hasText: "Block deleted." });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(blocks).toHaveCount(blockCount);
  await expect(notice).toBeHidden();
  await expect(page.getByText("All changes published")).toBeVisible();

  await selectBlock(page, canvas, 1);
  await (await selectedBlockButton(canvas, "Delete")).click();
  await expect(blocks).toHaveCount(blockCount - 1);
  await page.keyboard.press(`${modifier}+z`);
  await expect(blocks).toHaveCount(blockCount);
});

test("undo of a change made on another page goes back to that page to show it", async ({ page, editor }) => {
  const oldTitle = aboutPage(editor.copy.readManifestText()).blocks[0]?.title as string;
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("Changed on the About page");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/edit-site$/);

  await undoButton(page).click();
  await expect(page).toHaveURL(/\/edit\/about$/);
  await expect(canvas.getByRole("heading", { name: oldTitle, exact: true })).toBeVisible();
});

test("an emptied title shows its message at the field before any publish, in words a person reads", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("");

  const titleField = page
    .locator(".ed-field")
    .filter({ visible: true })
    .filter({ has: page.getByLabel("Title", { exact: true }) });
  await expect(titleField.locator(".ed-field__problem--error")).toBeVisible();
  await expect(titleField.locator(".ed-field__problem--error")).not.toBeEmpty();

  const banner = page.locator(".ed-status");
  await expect(banner.getByText("One thing needs fixing before you publish:")).toBeVisible();
  await expect(banner.locator(".ed-problems__place")).toContainText("Page banner › Title");
  expect(await banner.innerText()).not.toContain("site.json:");
  await expect(banner.locator("details").getByText(/site\.json:\d+:\d+/)).toBeHidden();

  // "Show" from another page: the editor goes to the field and puts the cursor in it.
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/edit-site$/);
  await banner.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/edit\/about$/);
  await expect(field(page, "Title")).toBeFocused();
  await expect(field(page, "Title")).toBeInViewport();
});

test("a web address typed without https:// gets the address it meant, accepted with one click", async ({
  page,
  editor,
}) => {
  await openEditor(page, editor, "/about");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();
  const linkField = page.locator("[data-field='header.cta.href']").filter({ visible: true });
  await linkField.locator("input").fill("www.sahaj-health.com/contact");
  await expect(linkField.locator(".ed-field__problem--error")).toContainText("is not an allowed link");
  await expect(linkField.getByText("Did you mean https://www.sahaj-health.com/contact?")).toBeVisible();

  await linkField.getByRole("button", { name: "Use this address" }).click();
  await expect(linkField.locator("input")).toHaveValue("https://www.sahaj-health.com/contact");
  await expect(linkField.locator(".ed-field__problem--error")).toBeHidden();
  await expect(linkField.getByRole("button", { name: "Use this address" })).toBeHidden();
});

test("an Undo made just before the tab closes reaches the server: the next visit has nothing unpublished", async ({
  page,
  editor,
}) => {
  const drafts = join(editor.copy.dir, "editor-data", "drafts");
  const draftsKept = () => (existsSync(drafts) ? readdirSync(drafts).length : 0);
  const tab = await page.context().newPage();
  const canvas = await openEditor(tab, editor, "/about");
  await selectBlock(tab, canvas, 0);
  const title = await field(tab, "Title").inputValue();
  await field(tab, "Title").fill("Undone at once");
  await expect(tab.getByText("Saved for you on the server")).toBeVisible();
  expect(draftsKept()).toBe(1);

  await tab.keyboard.press(`${modifier}+z`);
  await expect(field(tab, "Title")).toHaveValue(title);
  // Closed at once, well within the moment the editor waits before it saves.
  await tab.close();
  await expect.poll(draftsKept).toBe(0);

  const reopened = await openEditor(page, editor, "/about");
  await expect(reopened.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("All changes published")).toBeVisible();
  await expect(page.getByText("Your unpublished changes from last time are back.")).toHaveCount(0);
});

test("words typed just before the tab closes reach the server, and are back on the next visit", async ({
  page,
  editor,
}) => {
  const tab = await page.context().newPage();
  const canvas = await openEditor(tab, editor, "/about");
  await selectBlock(tab, canvas, 0);
  await expect(field(tab, "Title")).toBeEditable();
  // The draft with both versions of the sample site is larger than a request the browser keeps alive past
  // its page (64 KB): it goes as a plain request as the page hides.
  await field(tab, "Title").fill("Typed as the tab closed");
  await tab.close();

  const reopened = await openEditor(page, editor, "/about");
  await expect(reopened.getByRole("heading", { name: "Typed as the tab closed" })).toBeVisible();
  await expect(page.getByText("Your unpublished changes from last time are back.")).toBeVisible();
});
