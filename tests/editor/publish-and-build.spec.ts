import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSite } from "../support/project-command.ts";
import type { SiteCopy } from "../support/site-copy.ts";
import { expect, field, fieldsPanel, openEditor, selectBlock, selectedBlockButton, test } from "./editor-fixture.ts";

interface Block {
  type: string;
  title?: string;
  heading?: string;
}
interface Route {
  path: string;
  title?: string;
  blocks: Block[];
}

function build(site: SiteCopy): string {
  const outDir = join(site.dir, "dist");
  const result = buildSite(site, outDir);
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

test("blocks added, moved and deleted, and a new page, are published and then prerendered by npm run build", async ({
  page,
  editor,
}) => {
  test.setTimeout(300_000);
  const routes = (JSON.parse(editor.copy.readManifestText()) as { routes: Route[] }).routes;
  const about = routes.find((route) => route.path === "/about") as Route;
  const removed = about.blocks.at(-1) as Block;
  expect(removed.type, "/about ends with a call to action").toBe("callToAction");

  // Add a call to action under the banner, then move it one place down.
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await page.getByRole("button", { name: "Add Call to action", exact: true }).filter({ visible: true }).click();
  await field(page, "Title").fill("Ask us about knee care");
  await field(page, "Label").fill("Call the clinic");
  await field(page, "Link").fill("/contact");
  await expect(canvas.getByRole("heading", { name: "Ask us about knee care" })).toBeVisible();
  await (await selectedBlockButton(canvas, "Move down")).click();

  // Delete the page's last block (its original call to action).
  await selectBlock(page, canvas, about.blocks.length);
  await (await selectedBlockButton(canvas, "Delete")).click();
  await expect(canvas.getByRole("heading", { name: removed.title as string })).toHaveCount(0);

  // A new page from the page list: a banner with a picture from the library.
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Add a page" }).click();
  await page.getByLabel("Title", { exact: true }).filter({ visible: true }).first().fill("Knee Care");
  await expect(page.getByLabel("Address")).toHaveValue("/knee-care");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/edit\/knee-care$/);
  await page.getByRole("button", { name: "Add a block" }).click();
  await page.getByRole("button", { name: "Add Page banner", exact: true }).filter({ visible: true }).click();
  await field(page, "Title").fill("Knee pain, treated gently");
  await fieldsPanel(page).getByRole("button", { name: "Choose a picture" }).click();
  await fieldsPanel(page).locator(".ed-picture__option").first().click();
  const newCanvas = page.frameLocator("#preview-frame");
  await expect(newCanvas.getByRole("heading", { name: "Knee pain, treated gently" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: site.json is saved.")).toBeVisible();

  const written = JSON.parse(editor.copy.readManifestText()) as { routes: Route[] };
  const aboutNow = written.routes.find((route) => route.path === "/about") as Route;
  expect(aboutNow.blocks.map((block) => block.type)).toEqual([
    "pageBanner",
    about.blocks[1]?.type,
    "callToAction",
    ...about.blocks.slice(2, -1).map((block) => block.type),
  ]);
  expect(JSON.stringify(written)).not.toContain('"id"');

  const dist = build(editor.copy);
  const aboutHtml = readFileSync(join(dist, "about/index.html"), "utf8");
  const second = about.blocks[1] as Block;
  const secondHeading = (second.heading ?? second.title) as string;
  expect(aboutHtml.indexOf(secondHeading)).toBeGreaterThan(-1);
  expect(aboutHtml.indexOf("Ask us about knee care")).toBeGreaterThan(aboutHtml.indexOf(secondHeading));
  expect(aboutHtml).not.toContain(removed.title as string);
  const kneeHtml = readFileSync(join(dist, "knee-care/index.html"), "utf8");
  expect(kneeHtml).toContain("Knee pain, treated gently");
  expect(kneeHtml).toContain("<title>Knee Care");
});
