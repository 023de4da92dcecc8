import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, manifest, waitForHydration } from "./support.ts";
import type { AppointmentFormBlock } from "../../src/manifest/site-manifest.generated.ts";

const route = manifest.routes.find((r) => r.blocks.some((block) => block.type === "appointmentForm"))!;
const block = route.blocks.find((b): b is AppointmentFormBlock => b.type === "appointmentForm")!;

// A fixed "today" (a Wednesday in the middle of a month), so past and future days are certain.
const today = new Date(2026, 2, 18, 10, 0, 0);

async function openForm(page: Page) {
  await page.clock.setFixedTime(today);
  await page.goto(route.path);
  await waitForHydration(page);
  const form = page.locator("form.appointment-form[data-ready='true']");
  await expect(form).toBeVisible();
  return form;
}

test.describe("appointments page", () => {
  test("shows every field, with Reason for Visit and Department preselected in the prerendered page", async ({ page, request }) => {
    const html = await (await request.get(route.path)).text();
    const escape = (text: string) => text.replace(/&/g, "&amp;");
    expect(html).toContain(`<option value="${escape(block.defaultDepartment)}" selected="">`);
    expect(html).toMatch(new RegExp(`<input[^>]*type="radio"[^>]*checked=""[^>]*value="${escape(block.defaultReason)}"`));

    const form = await openForm(page);
    for (const name of ["Name", "Phone Number", "Medical Record Number", "Preferred Date"])
      await expect(form.getByRole("textbox", { name, exact: true })).toBeVisible();
    await expect(form.getByLabel("Preferred Time")).toHaveAttribute("type", "time");
    const reasons = form.getByRole("group", { name: "Reason for Visit" }).getByRole("radio");
    await expect(reasons).toHaveCount(block.reasons.length);
    await expect(form.getByRole("radio", { name: block.defaultReason })).toBeChecked();
    const department = form.getByRole("combobox", { name: "Department" });
    await expect(department).toHaveValue(block.defaultDepartment);
    await expect(department.locator("option")).toHaveText(block.departments);
    await expect(form.getByRole("button", { name: block.submitLabel })).toBeVisible();

    // No validation: nothing is required, and the form posts to '#' with no handler.
    await expect(form.locator("[required]")).toHaveCount(0);
    await expect(form).toHaveAttribute("action", "#");
    await expect(form).not.toHaveAttribute("novalidate");

    const contact = page.getByRole("region", { name: "Contact Information" });
    for (const phone of manifest.site.contact.phones) await expect(contact.locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
    await expect(contact.getByText(manifest.site.contact.address)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the date picker writes dd/MM/yyyy, refuses days before today and can be cleared", async ({ page }) => {
    const form = await openForm(page);
    const date = form.getByRole("textbox", { name: "Preferred Date" });
    await expect(date).toHaveAttribute("placeholder", "dd/mm/yyyy");
    await date.click();
    const calendar = page.locator(".react-datepicker");
    await expect(calendar).toBeVisible();
    await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("March 2026");

    // Yesterday is disabled; choosing it leaves the field empty.
    const day = (n: number) => calendar.locator(`.react-datepicker__day--0${String(n).padStart(2, "0")}:not(.react-datepicker__day--outside-month)`);
    await expect(day(17)).toHaveAttribute("aria-disabled", "true");
    await expect(day(1)).toHaveAttribute("aria-disabled", "true");
    await expect(day(18)).toHaveAttribute("aria-disabled", "false");
    await day(17).click({ force: true });
    await expect(date).toHaveValue("");

    // A later day is written day first.
    await day(25).click();
    await expect(date).toHaveValue("25/03/2026");
    await expect(calendar).toBeHidden();

    // The previous month cannot be reached; the next one can, and keeps the format.
    await date.click();
    await expect(page.getByRole("button", { name: "Previous Month" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next Month" }).click();
    await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("April 2026");
    await day(3).click();
    await expect(date).toHaveValue("03/04/2026");

    // Typing a date in the same format is understood too.
    await date.fill("");
    await date.pressSequentially("07/05/2026");
    await page.keyboard.press("Escape");
    await expect(date).toHaveValue("07/05/2026");

    await form.getByRole("button", { name: "Clear the date" }).click();
    await expect(date).toHaveValue("");
  });

  test("submitting posts to the page itself: no messages, no request elsewhere, nothing in the address", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!/^(http:\/\/localhost[:/]|data:)/.test(request.url())) outside.push(request.url());
    });
    const form = await openForm(page);
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Shah");
    await form.getByRole("textbox", { name: "Medical Record Number" }).fill("MRN-00042");
    const submitted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === route.path);
    await form.getByRole("button", { name: block.submitLabel }).click();
    const request = await submitted;
    expect(request.postData()).toContain("medicalRecordNumber=MRN-00042");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading!);
    expect(outside).toEqual([]);
  });
});
