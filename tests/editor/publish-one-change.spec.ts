import { expect, field, openEditor, selectBlock, test } from "./editor-fixture.ts";

interface Route {
  path: string;
  blocks: { type: string; title?: string }[];
}

test("changing a banner's title on /edit/about and publishing changes exactly that line of site.json", async ({
  page,
  editor,
}) => {
  const about = (JSON.parse(editor.copy.readManifestText()) as { routes: Route[] }).routes.find(
    (route) => route.path === "/about",
  );
  const bannerIndex = about?.blocks.findIndex((block) => block.type === "pageBanner") ?? -1;
  const oldTitle = about?.blocks[bannerIndex]?.title;
  expect(oldTitle, "/about has a page banner with a title").toBeTruthy();

  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, bannerIndex);
  await expect(field(page, "Title")).toHaveValue(oldTitle as string);
  await field(page, "Title").fill("About our health centre");
  await expect(canvas.getByRole("heading", { name: "About our health centre" })).toBeVisible();
  await expect(page.getByText("Unpublished changes")).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: site.json is saved.")).toBeVisible();

  const diff = editor.copy.gitDiff("site.json");
  const changedLines = diff.split("\n").filter((line) => /^[-+](?![-+])/.test(line));
  expect(changedLines).toEqual([
    `-          "title": ${JSON.stringify(oldTitle)},`,
    `+          "title": "About our health centre",`,
  ]);
});

test("an emptied required field shows its message beside the field, and nothing is written", async ({
  page,
  editor,
}) => {
  const before = editor.copy.readManifestText();
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  await expect(page.getByText("Nothing was published.")).toBeVisible();
  const titleField = page
    .locator(".ed-field")
    .filter({ visible: true })
    .filter({ has: page.getByLabel("Title", { exact: true }) });
  await expect(titleField.locator(".ed-field__problem--error")).toBeVisible();
  await expect(titleField.locator(".ed-field__problem--error")).not.toBeEmpty();
  expect(editor.copy.readManifestText()).toBe(before);
});

test("a change made to site.json on disk while editing is kept: the editor's change is laid over it", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, "/about");
  const onDisk = editor.copy.readManifestText().replace('"name": "', '"name": "Changed in VS Code: ');
  editor.copy.writeManifestText(onDisk);

  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("Edited in the editor");
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  await expect(page.getByText(/^site\.json was changed outside the editor/)).toBeVisible();
  await expect(page.getByText("Published: site.json is saved.")).toBeVisible();
  const published = editor.copy.readManifestText();
  expect(published).toContain('"name": "Changed in VS Code: ');
  expect(published).toContain('"title": "Edited in the editor"');
});

test("unpublished changes survive a reload of the editor", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("Kept across a reload");
  await expect(page.getByText("Unpublished changes", { exact: true })).toBeVisible();
  await expect(page.getByText("Saved for you on the server")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  const reloaded = page.frameLocator("#preview-frame");
  await expect(reloaded.getByRole("heading", { name: "Kept across a reload" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Your unpublished changes from last time are back.")).toBeVisible();
});
