import { expect, field, openEditor, selectBlock, test } from "./editor-fixture.ts";

test("Preview opens the page full size in a new tab with the unpublished change; links stay in the preview", async ({
  page,
  editor,
}) => {
  const before = editor.copy.readManifestText();
  const canvas = await openEditor(page, editor, "/about");
  await selectBlock(page, canvas, 0);
  await field(page, "Title").fill("Not published yet");
  await expect(page.getByText("Unpublished changes")).toBeVisible();

  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Preview" }).click(),
  ]);
  const errors: string[] = [];
  tab.on("pageerror", (error) => errors.push(String(error)));
  tab.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await expect(tab).toHaveURL(/\/edit-preview\/about$/);
  await expect(tab.getByText(/^Preview of \/about with your unpublished changes/)).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Not published yet", level: 2 })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
  // Full size: the site's own layout at the window's width, with its header and footer.
  const width = await tab.locator("body").evaluate((body) => body.clientWidth);
  expect(width).toBeGreaterThan(1000);
  await expect(tab.locator("footer")).toBeAttached();

  await tab.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(tab).toHaveURL(/\/edit-preview\/$/);
  await expect(tab.getByText(/^Preview of \/ with your unpublished changes/)).toBeVisible();
  await expect(tab.locator("main")).toBeVisible();
  expect(errors).toEqual([]);
  expect(editor.copy.readManifestText()).toBe(before);
});

test("a link in the preview shows what the site shows for its address, decoded once", async ({ page, editor }) => {
  await page.goto(new URL("edit-preview/about", editor.url).href);
  await expect(page.getByText(/^Preview of \/about/)).toBeVisible();
  /**
   * Clicks a link staff wrote, at the top of the page: pictures still loading further down shift what is below
   * them, so a click aimed at a link at the bottom can land beside it on a loaded machine. At the bottom where
   * the page must be scrolled to reach it.
   */
  const follow = async (href: string, at: "top" | "bottom" = "top") => {
    // Into the page once drawn: a page still loading its blocks would draw over a link added before.
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.evaluate(
      ([address, where]) => {
        const link = document.createElement("a");
        link.href = address;
        link.textContent = `A link staff wrote to ${address}`;
        document.querySelector("main")?.[where === "top" ? "prepend" : "append"](link);
      },
      [href, at],
    );
    await page.getByRole("link", { name: `A link staff wrote to ${href}`, exact: true }).click();
  };
  // The site decodes %2F to a slash, so no page has this address; the preview once kept it as one segment.
  await follow("/doctors/a%2Fb");
  await expect(page).toHaveURL(/\/edit-preview\/doctors\/a%2Fb$/);
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toBeVisible();
  // Letter case counts, on the site and in the preview.
  await follow("/DOCTORS/x");
  await expect(page).toHaveURL(/\/edit-preview\/DOCTORS\/x$/);
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toBeVisible();
  // A doctor's address shows the doctor profile page.
  await follow("/doctors/x");
  await expect(page.getByText(/^Preview of \/doctors\/x/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toHaveCount(0);
  // Its breadcrumb names the site's address, as on the site, not the preview's.
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Doctors"]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText("X");
  // A malformed address gets the site's 404 page, as on the site, not an error.
  await follow("/doctors/%E0%A4%A");
  await expect(page).toHaveURL(/\/edit-preview\/doctors\/%E0%A4%A$/);
  await expect(page.getByText(/^Preview of \/doctors\/%E0%A4%A/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toBeVisible();
  // Back and Forward go through what the preview showed.
  await page.goBack();
  await expect(page).toHaveURL(/\/edit-preview\/doctors\/x$/);
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/edit-preview\/DOCTORS\/x$/);
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByText(/^Preview of \/doctors\/x/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toHaveCount(0);
  // A page the preview goes to opens at its top, as a page a visitor opens does.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await follow("/about", "bottom");
  await expect(page.getByRole("heading", { name: "About Us", level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a preview opened at an address that cannot be decoded shows the site's 404 page", async ({ page, editor }) => {
  await page.goto(new URL("edit-preview/doctors/%E0%A4%A", editor.url).href);
  await expect(page.getByRole("heading", { name: "This page could not be found.", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/");
});

test("the preview shows the site on a chosen day: a holiday and its notice before they come, and none after", async ({
  page,
  editor,
}) => {
  // The sample's Diwali closure (8–10 Nov 2026) and its notice (28 Oct to 11 Nov), as of three moments.
  await page.goto(new URL("edit-preview/", editor.url).href);
  await expect(page.getByText(/^Preview of \/ /)).toBeVisible();
  const seeOn = page.getByLabel("See the site on");
  const diwali = page.locator("section.timings").getByText("Diwali, Sun 8 Nov – Tue 10 Nov: Closed").first();
  const notice = page.getByRole("region", { name: "Important notice" });

  await seeOn.fill("2026-10-30T10:00");
  await expect(page.getByText(/as visitors will see it on 2026-10-30 at 10:00\./)).toBeVisible();
  await expect(diwali).toBeVisible();
  await expect(notice).toContainText("Closed for Diwali");

  // The chosen day holds while following the preview's links.
  await page.getByRole("navigation").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/edit-preview\/about$/);
  await expect(notice).toContainText("Closed for Diwali");

  await seeOn.fill("2026-11-11T00:00");
  await expect(notice).toHaveCount(0);
  await page.getByRole("button", { name: "Back to today" }).click();
  await expect(seeOn).toHaveValue("");
});
