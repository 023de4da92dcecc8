import { expect, fieldsPanel, openEditor, test } from "./editor-fixture.ts";

/** The lines of `after` that differ from `before`, and the lines of `before` they replace: one stretch. */
function changedStretch(before: string, after: string): { removed: string[]; added: string[] } {
  const was = before.split("\n");
  const now = after.split("\n");
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && was.at(-1 - end) === now.at(-1 - end)) end++;
  return { removed: was.slice(start, was.length - end), added: now.slice(start, now.length - end) };
}

test("a title translated into ગુજરાતી shows its source, is undone by Undo, and publishes as its lines only", async ({
  page,
  editor,
}) => {
  // The sample site with a second language, as staff would declare it.
  const manifest = JSON.parse(editor.copy.readManifestText()) as { site: Record<string, unknown> };
  const { name, ...rest } = manifest.site;
  manifest.site = {
    name,
    languages: [
      { code: "en", name: "English" },
      { code: "gu", name: "ગુજરાતી" },
    ],
    ...rest,
  };
  const before = `${JSON.stringify(manifest, null, 2)}\n`;
  editor.copy.writeManifestText(before);

  const canvas = await openEditor(page, editor, "/about");
  await page.getByLabel("Editing texts in").selectOption("gu");
  // The page's own title (its label says it is optional).
  const title = fieldsPanel(page).locator('[data-field="title"] input');
  await expect(title).toHaveValue("");
  const source = fieldsPanel(page).locator('[data-field="title"] .ed-translation');
  await expect(source).toContainText("In English: About Us");
  await expect(source).toContainText("Not translated into ગુજરાતી yet");

  await title.fill("અમારા વિશે");
  await expect(source).not.toContainText("Not translated");
  await expect(
    page.getByText("Not on the website yet: About Us › Page title (ગુજરાતી): added “અમારા વિશે”"),
  ).toBeVisible();
  // The canvas shows the page in the language being translated.
  await expect(canvas.getByRole("link", { name: "ગુજરાતી" }).first()).toBeAttached();

  await page.getByRole("button", { name: "Undo", exact: true }).first().click();
  await expect(title).toHaveValue("");
  await expect(source).toContainText("Not translated into ગુજરાતી yet");

  await title.fill("અમારા વિશે");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: site.json is saved.")).toBeVisible();

  const after = editor.copy.readManifestText();
  const { removed, added } = changedStretch(before, after);
  expect(removed).toEqual(['      "title": "About Us",']);
  expect(added).toEqual(['      "title": {', '        "en": "About Us",', '        "gu": "અમારા વિશે"', "      },"]);

  // The page in Gujarati, as visitors will see it, shows the translated title.
  await page.goto(new URL("edit-preview/gu/about", editor.url).href);
  await expect(page).toHaveTitle(/^અમારા વિશે/);
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
});

test("Translations lists pages by how much is translated and leads to the first text not translated", async ({
  page,
  editor,
}) => {
  const manifest = JSON.parse(editor.copy.readManifestText()) as {
    site: Record<string, unknown>;
    routes: { path: string; title?: unknown }[];
  };
  manifest.site.languages = [
    { code: "en", name: "English" },
    { code: "gu", name: "ગુજરાતી" },
  ];
  const about = manifest.routes.find((route) => route.path === "/about")!;
  about.title = { en: "About Us", gu: "અમારા વિશે" };
  editor.copy.writeManifestText(`${JSON.stringify(manifest, null, 2)}\n`);

  await openEditor(page, editor, "/");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: /^Translations/ }).click();
  await expect(page.getByRole("heading", { name: /^ગુજરાતી: 1 of \d+ texts translated$/ })).toBeVisible();
  const aboutRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^About Us \/about$/ }) });
  await expect(aboutRow).toContainText(/1 of \d+/);

  await aboutRow.getByRole("button", { name: "Translate About Us into ગુજરાતી" }).click();
  await expect(page).toHaveURL(/\/edit\/about$/);
  await expect(page.getByLabel("Editing texts in")).toHaveValue("gu");
  // The title is translated: the cursor waits in the page's next text, its description.
  const description = fieldsPanel(page).locator('[data-field="description"] textarea');
  await expect(description).toBeFocused();
  await expect(fieldsPanel(page).locator('[data-field="description"] .ed-translation')).toContainText(
    "Not translated into ગુજરાતી yet",
  );
});
