import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { emailFailures, expectSentOnce, holdEmailJs, stubEmailJs } from "../e2e/emailjs-stub.ts";
import { unreachableHoneypot } from "../e2e/honeypot.ts";
import { expectNoAxeViolations, waitForHydration } from "../e2e/support.ts";
import {
  appointmentForm as block,
  appointmentTemplateId,
  appointmentsRoute,
  manifest,
} from "./requests-on-manifest.ts";

// The appointment form with requests switched on (emailTemplateId set), EmailJS intercepted.
const { messages } = block;
const settings = manifest.site.emailjs!;
const clinicPhone = manifest.site.contact.phones[0];
const spokenClinicPhone = `+91 ${clinicPhone.slice(0, 5)} ${clinicPhone.slice(5)}`;
const withPhone = (message: string) => message.replaceAll("{phone}", spokenClinicPhone);

// Wednesday 18 March 2026, 10:00 in the browser, which is at the clinic (tests elsewhere move it).
// Every test fixes the date before it opens a page (openForm), so they may share a tab.
test.use({ timezoneId: "Asia/Kolkata", fixedTime: true });
const now = new Date("2026-03-18T10:00:00+05:30");

const valid = {
  name: "Ravi Shah",
  phone: "9876543210",
  medicalRecordNumber: "MRN-00042",
  date: "19/03/2026",
  time: "10:30",
  reason: block.reasons[0],
  department: block.departments[0],
};

async function openForm(page: Page, path = appointmentsRoute.path): Promise<Locator> {
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator("form.appointment-form[data-ready='true']");
  await expect(form).toBeVisible();
  return form;
}

const nameField = (form: Locator) => form.getByRole("textbox", { name: "Name", exact: true });
const phoneField = (form: Locator) => form.getByRole("textbox", { name: "Phone Number" });
const recordField = (form: Locator) => form.getByRole("textbox", { name: "Medical Record Number" });
const dateField = (form: Locator) => form.getByRole("textbox", { name: "Preferred Date" });
const timeField = (form: Locator) => form.getByLabel("Preferred Time");
const departmentField = (form: Locator) => form.getByRole("combobox", { name: "Department" });
const submit = (form: Locator) => form.getByRole("button", { name: block.submitLabel });

async function fill(form: Locator, values: typeof valid) {
  await nameField(form).fill(values.name);
  await phoneField(form).fill(values.phone);
  await recordField(form).fill(values.medicalRecordNumber);
  await dateField(form).fill(values.date);
  await dateField(form).press("Escape");
  await timeField(form).fill(values.time);
  await form.getByRole("radio", { name: values.reason }).check();
  await departmentField(form).selectOption(values.department);
}

async function expectValues(form: Locator, values: typeof valid) {
  await expect(nameField(form)).toHaveValue(values.name);
  await expect(phoneField(form)).toHaveValue(values.phone);
  await expect(recordField(form)).toHaveValue(values.medicalRecordNumber);
  await expect(dateField(form)).toHaveValue(values.date);
  await expect(timeField(form)).toHaveValue(values.time);
  await expect(form.getByRole("radio", { name: values.reason })).toBeChecked();
  await expect(departmentField(form)).toHaveValue(values.department);
}

async function expectStatus(form: Locator, message: string) {
  const status = form.getByRole("status");
  await expect(status).toHaveText(withPhone(message));
  if (message.includes("{phone}"))
    await expect(status.getByRole("link", { name: spokenClinicPhone })).toHaveAttribute(
      "href",
      `tel:+91${clinicPhone}`,
    );
  await expect(status).toBeFocused();
}

const labelOf = (form: Locator, label: string) =>
  form.locator("label.form-field__label", { hasText: new RegExp(`^${label}\\*?$`) });

async function expectFieldError(form: Locator, field: Locator, label: string, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(labelOf(form, label).locator(".form-field__asterisk")).toHaveText("*");
  await expect(form.getByText(message, { exact: true })).toBeVisible();
}

test.describe("appointment requests, switched on in site.json", () => {
  // Each test fills the whole form in a real browser; on a loaded machine that can outlast 30 s.
  test.describe.configure({ timeout: 90_000 });

  test(
    "a valid request is sent once as multipart data with exactly the form's fields; " +
      "the visitor is told and the form empties",
    async ({ page }) => {
      const { requests, strays, alerts } = await stubEmailJs(page);
      const form = await openForm(page);
      await expect(nameField(form)).toHaveAttribute("required", "");
      await fill(form, valid);
      await submit(form).click();

      await expectStatus(form, messages.sent);
      await expect.poll(() => alerts).toEqual([`alert: ${messages.sentAlert}`]);
      expectSentOnce(requests, valid, settings, appointmentTemplateId);
      await expectValues(form, {
        ...valid,
        name: "",
        phone: "",
        medicalRecordNumber: "",
        date: "",
        time: "",
        reason: block.defaultReason,
        department: block.defaultDepartment,
      });
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
      expect(strays).toEqual([]);
      await expectNoAxeViolations(page);
    },
  );

  for (const { what, answer } of emailFailures) {
    test(`on ${what} every value stays and the visitor is given the number to call`, async ({ page }) => {
      const { requests, alerts, consoleErrors } = await stubEmailJs(page, answer);
      const form = await openForm(page);
      await fill(form, valid);
      await submit(form).click();

      await expectStatus(form, messages.failed);
      expect(requests).toHaveLength(1);
      expect(alerts).toEqual([]);
      expect(consoleErrors.some((text) => text.includes("could not send"))).toBe(true);
      await expectValues(form, valid);
      await expect(submit(form)).toBeEnabled();
    });
  }

  const fill12 = (day: number) => `${String(day).padStart(2, "0")}/03/2026`;
  const invalid: {
    what: string;
    change: Partial<typeof valid>;
    field: (form: Locator) => Locator;
    label: string;
    message: string;
  }[] = [
    { what: "an empty name", change: { name: "  " }, field: nameField, label: "Name", message: messages.nameMissing },
    {
      what: "a 9-digit phone",
      change: { phone: "987654321" },
      field: phoneField,
      label: "Phone Number",
      message: messages.phoneInvalid,
    },
    {
      what: "an 11-digit phone",
      change: { phone: "98765432101" },
      field: phoneField,
      label: "Phone Number",
      message: messages.phoneInvalid,
    },
    {
      what: "a phone starting with 5",
      change: { phone: "5876543210" },
      field: phoneField,
      label: "Phone Number",
      message: messages.phoneInvalid,
    },
    { what: "no date", change: { date: "" }, field: dateField, label: "Preferred Date", message: messages.dateMissing },
    {
      what: "a time after closing",
      change: { time: "20:00" },
      field: timeField,
      label: "Preferred Time",
      message: messages.timeOutsideHours
        .replace("{day}", "Thursday")
        .replace("{hours}", "8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM"),
    },
    {
      what: "a time already gone today",
      change: { date: fill12(18), time: "09:30" },
      field: timeField,
      label: "Preferred Time",
      message: messages.timePast,
    },
  ];
  for (const { what, change, field, label, message } of invalid) {
    test(`${what} is refused with its message, focused, and nothing is sent`, async ({ page }) => {
      const { requests, alerts } = await stubEmailJs(page);
      const form = await openForm(page);
      await fill(form, { ...valid, ...change });
      await submit(form).click();

      await expectFieldError(form, field(form), label, message);
      await expect(field(form)).toBeFocused();
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      expect(alerts).toEqual([]);
      await expectValues(form, { ...valid, ...change });
    });
  }

  test("the hours sit under the time field, and Sunday's are named for a Sunday", async ({ page }) => {
    const { requests } = await stubEmailJs(page);
    const form = await openForm(page);
    await expect(timeField(form)).toHaveAccessibleDescription(
      "Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM; Sunday, 8:30 AM to 11:00 AM",
    );
    // This form's sample hours open Sunday mornings: 22 March is a Sunday.
    await fill(form, { ...valid, date: fill12(22), time: "11:00" });
    await submit(form).click();
    await expectFieldError(
      form,
      timeField(form),
      "Preferred Time",
      messages.timeOutsideHours.replace("{day}", "Sunday").replace("{hours}", "8:30 AM to 11:00 AM"),
    );
    await timeField(form).fill("10:59");
    await expect(timeField(form)).toHaveAttribute("aria-invalid", "false");
    expect(requests).toEqual([]);
  });

  test("an empty form flags each rule at once; after that each field is re-checked as it changes", async ({ page }) => {
    const { requests } = await stubEmailJs(page);
    const form = await openForm(page);
    // Before the first submit, typing shows nothing.
    await phoneField(form).fill("123");
    await expect(phoneField(form)).toHaveAttribute("aria-invalid", "false");
    await phoneField(form).fill("");

    await submit(form).click();
    await expectFieldError(form, nameField(form), "Name", messages.nameMissing);
    await expectFieldError(form, phoneField(form), "Phone Number", messages.phoneInvalid);
    await expectFieldError(form, dateField(form), "Preferred Date", messages.dateMissing);
    await expect(nameField(form)).toBeFocused();
    await expectNoAxeViolations(page);

    await nameField(form).fill("Ravi");
    await expect(nameField(form)).toHaveAttribute("aria-invalid", "false");
    await expect(labelOf(form, "Name").locator(".form-field__asterisk")).toHaveCount(0);
    await phoneField(form).pressSequentially("98765");
    await expect(phoneField(form)).toHaveAttribute("aria-invalid", "true");
    await phoneField(form).pressSequentially("43210");
    await expect(phoneField(form)).toHaveAttribute("aria-invalid", "false");
    await nameField(form).fill("");
    await expectFieldError(form, nameField(form), "Name", messages.nameMissing);
    expect(requests).toEqual([]);
  });

  test("a double click sends one request; the button is disabled while sending", async ({ page }) => {
    const { requests, alerts, release } = await holdEmailJs(page);
    const form = await openForm(page);
    await fill(form, valid);
    await submit(form).dblclick();
    await expect(submit(form)).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    await nameField(form).press("Enter");
    await page.waitForTimeout(300);
    release();
    await expect.poll(() => alerts).toEqual([`alert: ${messages.sentAlert}`]);
    await expect(submit(form)).toBeEnabled();
    expect(requests).toHaveLength(1);
  });

  test("a filled honeypot sends nothing; people cannot see or reach it", async ({ page }) => {
    const { requests, alerts } = await stubEmailJs(page);
    const form = await openForm(page);
    const trap = await unreachableHoneypot(form);
    await fill(form, valid);
    await trap.fill("http://spam.example", { force: true });
    await submit(form).click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(alerts).toEqual([]);
    await expectValues(form, valid);
  });

  test.describe("a visitor in New York at 23:30, when it is already tomorrow at the clinic", () => {
    test.use({ timezoneId: "America/New_York" });
    test("cannot choose their own today, which is the clinic's yesterday", async ({ page }) => {
      const { requests } = await stubEmailJs(page);
      await page.clock.setFixedTime(new Date("2026-03-18T03:30:00Z"));
      await page.goto(appointmentsRoute.path);
      await waitForHydration(page);
      const form = page.locator("form.appointment-form[data-ready='true']");
      expect(
        await page.evaluate(() => `${new Date().getDate()} ${new Date().getHours()}:${new Date().getMinutes()}`),
      ).toBe("17 23:30");
      await dateField(form).click();
      const calendar = page.locator(".react-datepicker");
      const day = (n: number) =>
        calendar.locator(`.react-datepicker__day--0${n}:not(.react-datepicker__day--outside-month)`);
      await expect(day(17)).toHaveAttribute("aria-disabled", "true");
      await expect(day(18)).toHaveAttribute("aria-disabled", "false");
      await day(18).click();
      await expect(dateField(form)).toHaveValue("18/03/2026");
      await nameField(form).fill(valid.name);
      await phoneField(form).fill(valid.phone);
      await timeField(form).fill("10:00");
      await submit(form).click();
      await expectStatus(form, messages.sent);
      expect(requests.map((request) => request.fields.date)).toEqual(["18/03/2026"]);
    });
  });

  test("a day the doctor does not see patients is refused, and the message names the doctor's days", async ({
    page,
  }) => {
    const doctorForm = manifest.routes
      .find((route) => route.path === "/doctors/:doctorId")!
      .blocks.find((b) => b.type === "appointmentForm")!;
    const { requests } = await stubEmailJs(page);
    const form = await openForm(page, "/doctors/doctor-details");
    // 19 March 2026 is a Thursday.
    await fill(form, { ...valid, date: "19/03/2026", time: "10:00" });
    await submit(form).click();
    const message = doctorForm.type === "appointmentForm" ? doctorForm.messages.dayClosed : "";
    await expectFieldError(
      form,
      dateField(form),
      "Preferred Date",
      message
        .replace("{day}", "Thursday")
        .replace("{week}", "Monday, 9:00 AM to 12:00 PM; Wednesday, 3:00 PM to 6:00 PM; Friday, 9:00 AM to 12:00 PM"),
    );
    await expect(dateField(form)).toBeFocused();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });

  test("the doctor's page sends to the same template, within the doctor's own days", async ({ page }) => {
    const { requests } = await stubEmailJs(page);
    const form = await openForm(page, "/doctors/doctor-details");
    // 18 March 2026 is a Wednesday, one of the doctor's days, 3:00 to 6:00 PM.
    await fill(form, { ...valid, date: "18/03/2026", time: "15:00" });
    await submit(form).click();
    await expect(form.getByRole("status")).not.toBeEmpty();
    expect(requests.map((request) => [request.fields.date, request.fields.time, request.fields.template_id])).toEqual([
      ["18/03/2026", "15:00", appointmentTemplateId],
    ]);
  });

  test.describe("pages seen at today's real date", () => {
    test.use({ fixedTime: false });

    test("with no site.whatsapp there is no WhatsApp chat link or floating button anywhere", async ({ page }) => {
      expect(manifest.site.whatsapp).toBeUndefined();
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ["/", "/contact", appointmentsRoute.path]) {
        await page.goto(path);
        await expect(page.locator("a.whatsapp-float")).toHaveCount(0);
        await expect(page.locator(".contact-list__whatsapp, .contact-card__whatsapp")).toHaveCount(0);
        // The footer's contact column is there, without the chat link.
        await expect(page.locator("footer .contact-list a[href^='tel:']").first()).toBeVisible();
      }
    });

    test("the contact page passes axe with this site.json too", async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
});
