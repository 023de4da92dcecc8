import type { Page } from "@playwright/test";
import { expect, fieldsPanel, openEditor, test } from "./editor-fixture.ts";

// The hours are written once, in the site's settings: one change there shows wherever they are shown or checked.

const openPage = async (page: Page, title: string) => {
  await page.getByRole("button", { name: "All pages" }).click();
  await page
    .getByRole("button", { name: new RegExp(`^${title}`) })
    .filter({ visible: true })
    .first()
    .click();
};

test("the Sunday hours, changed once in the site settings, change on the home and appointment pages", async ({
  page,
  editor,
}) => {
  const canvas = await openEditor(page, editor, "/");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();

  const hours = fieldsPanel(page).locator("[data-field=openingHours]");
  await hours.getByRole("button", { name: "Physiotherapy", exact: true }).click();
  const sunday = hours
    .locator(".ed-list__item")
    .filter({ has: page.getByRole("button", { name: /^Sunday/ }) })
    .last();
  await sunday.getByRole("button", { name: /^Sunday/ }).click();
  await expect(sunday.getByLabel("First day")).toHaveValue("sunday");
  await expect(sunday.getByLabel("First day").locator("option:checked")).toHaveText("Sunday");
  await sunday.getByLabel("Opens").fill("09:00");
  await expect(page.getByText("Unpublished changes")).toBeVisible();

  await openPage(page, "Home");
  const physiotherapy = canvas.locator(".timings__card").filter({ hasText: "Physiotherapy" });
  await expect(physiotherapy.getByRole("row").nth(2)).toHaveText("Sunday9:00 AM - 11:00 AM");

  await openPage(page, "Book an Appointment");
  // The form's code (with its date picker) loads when a page first shows it: on a cold editor that takes a while.
  await expect(canvas.getByText(/Sunday, 9:00 AM to 11:00 AM/)).toBeVisible({ timeout: 45_000 });

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: site.json is saved.")).toBeVisible();
  const changedLines = editor.copy
    .gitDiff("site.json")
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line));
  expect(changedLines).toEqual([`-            "opens": "08:30",`, `+            "opens": "09:00",`]);
});

test("a block shows the hours it names, chosen from the site's opening hours", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/");
  const timings = canvas.locator("[data-puck-component]").filter({ has: canvas.locator(".timings") });
  await timings.click();
  const firstShown = fieldsPanel(page).locator("[data-field=hours] select").first();
  await expect(firstShown.locator("option")).toHaveText([
    "Physiotherapy",
    "Skin, Laser and Weight Loss",
    "Gym",
    "Doctor's visiting hours",
  ]);
  await firstShown.selectOption("Gym");
  await expect(canvas.locator(".timings__section").first()).toHaveText("Gym");
});

test("renaming opening hours in the settings renames them where blocks show them", async ({ page, editor }) => {
  const canvas = await openEditor(page, editor, "/");
  await page.getByRole("button", { name: "All pages" }).click();
  await page.getByRole("button", { name: "Site settings" }).filter({ visible: true }).first().click();
  const hours = fieldsPanel(page).locator("[data-field=openingHours]");
  await hours.getByRole("button", { name: "Gym", exact: true }).click();
  await hours.locator("[data-field='openingHours[2].name'] input").fill("Gym and Yoga");

  await openPage(page, "Home");
  await expect(canvas.locator(".timings__section").nth(2)).toHaveText("Gym and Yoga");
  await expect(page.locator(".ed-status")).not.toContainText("No opening hours are named");
  // One step of Undo takes back the name and the blocks' references together (and shows the settings it was made in).
  await page.getByRole("button", { name: "Undo", exact: true }).first().click();
  await expect(page).toHaveURL(/\/edit-site$/);
  await openPage(page, "Home");
  await expect(canvas.locator(".timings__section").nth(2)).toHaveText("Gym");
  await expect(page.getByText("All changes published")).toBeVisible();
});
