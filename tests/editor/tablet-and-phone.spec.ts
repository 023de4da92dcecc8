import { expect, field, openEditor, selectBlock, test } from "./editor-fixture.ts";

test.describe("on a tablet (768 px)", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the page keeps the screen's width, a tapped block's fields open over it, a change publishes; no error", async ({
    page,
    editor,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const canvas = await openEditor(page, editor, "/about");
    const frame = await page.locator("#preview-frame").boundingBox();
    expect(frame?.width).toBeGreaterThanOrEqual(600);

    await selectBlock(page, canvas, 0);
    await expect(field(page, "Title")).toBeInViewport();
    await field(page, "Title").fill("About us, on a tablet");
    await expect(canvas.getByRole("heading", { name: "About us, on a tablet" })).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: site.json is saved.")).toBeVisible();
    expect(editor.copy.readManifestText()).toContain('"title": "About us, on a tablet"');

    // The drawer closes from its own top, uncovering the bar over the selected block.
    await page.getByRole("button", { name: "Close the fields" }).filter({ visible: true }).click();
    await expect(field(page, "Title")).toBeHidden();
    await canvas.getByRole("button", { name: "Duplicate" }).click({ trial: true });

    // The home page's carousel runs in the canvas frame too (its slider library once refused the frame's elements).
    const home = await openEditor(page, editor, "/");
    // Its code loads when a page first shows it: on a cold editor that takes a while.
    await expect(home.locator(".carousel__track.is-ready")).toHaveCount(1, { timeout: 45_000 });
    expect(errors).toEqual([]);
  });
  test("the fields drawer holds the selected block's own buttons, which it covers on the page", async ({
    page,
    editor,
  }) => {
    const canvas = await openEditor(page, editor, "/about");
    const blocks = canvas.locator("[data-puck-component]");
    const count = await blocks.count();
    const headings = () => canvas.locator("h1, h2").allTextContents();
    const before = await headings();
    await selectBlock(page, canvas, 1);
    const own = page.getByRole("group", { name: "This block" });
    await expect(own.getByRole("button", { name: "Move up" })).toBeEnabled();
    await own.getByRole("button", { name: "Move up" }).click();
    await expect.poll(headings).not.toEqual(before);
    await expect(own.getByRole("button", { name: "Move up" })).toBeDisabled();
    await own.getByRole("button", { name: "Move down" }).click();
    await expect.poll(headings).toEqual(before);

    await own.getByRole("button", { name: "Duplicate" }).click();
    await expect(blocks).toHaveCount(count + 1);
    await own.getByRole("button", { name: "Delete" }).click();
    await expect(blocks).toHaveCount(count);
    // The drawer has moved on to the next block once the first deletion is told: only then is the next Delete its.
    await expect(page.getByText("Block deleted.")).toBeVisible();
    await expect(own.getByRole("button", { name: "Delete" })).toBeEnabled();
    await own.getByRole("button", { name: "Delete" }).click();
    await expect(blocks).toHaveCount(count - 1);
    await expect(page.getByText("Block deleted.")).toBeVisible();
    await page.getByRole("button", { name: "Undo", exact: true }).filter({ visible: true }).first().click();
    await expect(blocks).toHaveCount(count);
    expect(await headings()).toEqual(before);
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a text can still be changed and published, the panel tabs used from the keyboard", async ({ page, editor }) => {
    const canvas = await openEditor(page, editor, "/about");
    await canvas.locator("[data-puck-component]").first().click();
    const fieldsTab = page.getByRole("button", { name: "Fields", exact: true }).filter({ visible: true });
    await fieldsTab.focus();
    await expect(fieldsTab).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(fieldsTab).toHaveAttribute("aria-pressed", "true");
    await field(page, "Title").fill("About us, on a phone");
    await expect(canvas.getByRole("heading", { name: "About us, on a phone" })).toBeVisible();
    // Undo and Publish stay in reach, in a bar of their own, with a panel open (the header gives way to it).
    for (const tab of ["Pages", "Blocks", "Fields"]) {
      await page.getByRole("button", { name: tab, exact: true }).filter({ visible: true }).click();
      for (const button of ["Undo", "Publish"]) {
        const inReach = page.getByRole("button", { name: button, exact: true });
        await expect(inReach).toBeInViewport({ ratio: 1 });
        const box = await inReach.boundingBox();
        const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent?.trim(), {
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
        });
        expect(onTop, `${button} with ${tab} open`).toBe(button);
      }
    }
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: site.json is saved.")).toBeVisible();
    expect(editor.copy.readManifestText()).toContain('"title": "About us, on a phone"');
  });
});
