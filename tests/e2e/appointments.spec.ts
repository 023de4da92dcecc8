import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { expectNoAxeViolations, holdIslandCode, manifest, waitForHydration } from "./support.ts";
import type { SampleBlock } from "../fixtures/sample-site.ts";

const route = manifest.routes.find((r) => r.path === "/appointments")!;
const block = route.blocks.find((b): b is SampleBlock<"appointmentForm"> => b.type === "appointmentForm")!;
const clinicPhone = manifest.site.contact.phones[0];
const [beforePhone, afterPhone] = block.messages.notTaken.split("{phone}");

// A fixed "today" (a Wednesday in the middle of a month), so past and future days are certain.
const today = new Date(2026, 2, 18, 10, 0, 0);

const typed = { Name: "Ravi Shah", "Phone Number": "9876543210", "Medical Record Number": "MRN-00042" };

async function openForm(page: Page) {
  await page.clock.setFixedTime(today);
  await page.goto(route.path);
  await waitForHydration(page);
  const form = page.locator("form.appointment-form[data-ready='true']");
  await expect(form).toBeVisible();
  return form;
}

/** Every request the page makes after `since`, and every page load: there must be none on submit. */
function watchTraffic(page: Page) {
  const requests: string[] = [];
  const navigations: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return {
    reset() {
      requests.length = 0;
      navigations.length = 0;
    },
    requests,
    navigations,
  };
}

async function fillTyped(form: Locator) {
  for (const [name, value] of Object.entries(typed)) await form.getByRole("textbox", { name, exact: true }).fill(value);
}

async function expectTypedKept(form: Locator) {
  for (const [name, value] of Object.entries(typed))
    await expect(form.getByRole("textbox", { name, exact: true })).toHaveValue(value);
}

/** The in-page message of site.json, with the clinic's number as a link that calls it, focused and in a live region. */
async function expectNotTakenMessage(form: Locator) {
  const status = form.getByRole("status");
  await expect(status).toHaveText(`${beforePhone}+91 ${clinicPhone.slice(0, 5)} ${clinicPhone.slice(5)}${afterPhone}`);
  await expect(status.getByRole("link")).toHaveAttribute("href", `tel:+91${clinicPhone}`);
  await expect(status).toBeFocused();
}

test.describe("appointments page, requests off (the sample)", () => {
  test("shows every field, with Reason for Visit and Department preselected in the prerendered page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    const escape = (text: string) => text.replace(/&/g, "&amp;");
    expect(html).toContain(`<option value="${escape(block.defaultDepartment)}" selected="">`);
    expect(html).toMatch(
      new RegExp(`<input[^>]*type="radio"[^>]*checked=""[^>]*value="${escape(block.defaultReason)}"`),
    );
    // The prerendered form can neither post nor navigate: no action or method, and a plain button.
    const formTag = html.match(/<form[^>]*class="appointment-form"[^>]*>/)![0];
    expect(formTag).not.toMatch(/\b(action|method)=/);
    expect(html).toMatch(
      new RegExp(`<button type="button" class="button form-card__submit"[^>]*>${escape(block.submitLabel)}</button>`),
    );

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
    // Nothing is asked for: the form sends nothing, so it checks nothing (docs/requirements.md#appointment-form-rules).
    await expect(form.locator("[required]")).toHaveCount(0);

    const contact = page.getByRole("region", { name: "Contact Information" });
    for (const phone of manifest.site.contact.phones)
      await expect(contact.locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
    await expect(contact.getByText(manifest.site.contact.address)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("no page with an appointment form promises a call-back while requests are off", async ({ page }) => {
    for (const path of [route.path, "/doctors/sample-id"]) {
      await page.goto(path);
      await expect(page.locator("form.appointment-form")).toBeVisible();
      await expect(page.locator("main")).not.toContainText(/will (call|confirm)|call you|call back/i);
    }
  });

  test("a tap on Preferred Date before the page's script runs opens the calendar once the form is live", async ({
    page,
  }) => {
    const releaseScript = await holdIslandCode(page);
    await page.clock.setFixedTime(today);
    await page.goto(route.path);
    const date = page.getByRole("textbox", { name: "Preferred Date" });
    await date.click();
    await expect(page.locator(".react-datepicker")).toHaveCount(0);
    releaseScript();
    await expect(page.locator(".react-datepicker")).toBeVisible();
    await expect(date).toBeFocused();
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
    const day = (n: number) =>
      calendar.locator(
        `.react-datepicker__day--0${String(n).padStart(2, "0")}:not(.react-datepicker__day--outside-month)`,
      );
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

  test("Submit sends nothing and goes nowhere: every value stays and the visitor is told how to book", async ({
    page,
  }) => {
    const traffic = watchTraffic(page);
    const form = await openForm(page);
    await fillTyped(form);
    await form.getByRole("textbox", { name: "Preferred Date" }).fill("25/03/2026");
    await page.keyboard.press("Escape");
    await form.getByLabel("Preferred Time").fill("10:30");
    await form.getByRole("radio", { name: block.reasons[0] }).check();
    await page.waitForLoadState("networkidle");
    traffic.reset();

    await form.getByRole("button", { name: block.submitLabel }).click();
    await expectNotTakenMessage(form);
    // Enter in a field submits as well, and is answered the same way.
    await form.getByRole("textbox", { name: "Name", exact: true }).press("Enter");
    await expectNotTakenMessage(form);
    await page.waitForTimeout(500);

    expect(traffic.requests).toEqual([]);
    expect(traffic.navigations).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`${route.path}$`));
    await expectTypedKept(form);
    await expect(form.getByRole("textbox", { name: "Preferred Date" })).toHaveValue("25/03/2026");
    await expect(form.getByLabel("Preferred Time")).toHaveValue("10:30");
    await expect(form.getByRole("radio", { name: block.reasons[0] })).toBeChecked();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("Submit pressed before the page's script runs sends nothing either, then answers once the page is live", async ({
    page,
  }) => {
    const releaseScript = await holdIslandCode(page);
    const traffic = watchTraffic(page);
    await page.goto(route.path);
    const form = page.locator("form.appointment-form");
    await fillTyped(form);
    traffic.reset();

    await form.getByRole("button", { name: block.submitLabel }).click();
    await form.getByRole("textbox", { name: "Name", exact: true }).press("Enter");
    await page.waitForTimeout(1000);
    expect(traffic.navigations).toEqual([]);
    expect(traffic.requests.filter((request) => !request.includes("/assets/"))).toEqual([]);
    await expectTypedKept(form);

    releaseScript();
    await waitForHydration(page);
    await expectNotTakenMessage(form);
    await expectTypedKept(form);
    expect(traffic.navigations).toEqual([]);
    expect(traffic.requests.filter((request) => !request.startsWith("GET ") || !request.includes("/assets/"))).toEqual(
      [],
    );
  });
});
