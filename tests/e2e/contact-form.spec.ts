import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/reused-page.ts";
import { emailFailures, expectSentOnce, holdEmailJs, stubEmailJs } from "./emailjs-stub.ts";
import { unreachableHoneypot } from "./honeypot.ts";
import { expectNoAxeViolations, holdIslandCode, manifest, waitForHydration } from "./support.ts";

// The contact form as a visitor uses it, with EmailJS intercepted: nothing leaves the machine.
const settings = manifest.site.emailjs!;
const contactRoute = manifest.routes.find((route) => route.blocks.some((block) => block.type === "contactForm"))!;

const sent = "Email sent successfully!";
const failed = "Error sending email. Please try again.";

const valid = {
  name: "Asha Patel",
  email: "asha.patel@example.com",
  contact: "9876543210",
  subject: "Knee pain after running",
  message: "I have had pain in my left knee for two weeks after running. Can I book an assessment?",
};
type Field = keyof typeof valid;
const labels: Record<Field, string> = {
  name: "Name",
  email: "Email",
  contact: "Phone Number",
  subject: "Subject",
  message: "Message",
};

async function openForm(page: Page): Promise<Locator> {
  await page.goto(contactRoute.path);
  await waitForHydration(page);
  const form = page.locator("form.contact-form__form[data-ready='true']");
  await expect(form).toBeVisible();
  return form;
}

const field = (form: Locator, name: Field) => form.getByRole("textbox", { name: labels[name], exact: true });
const label = (form: Locator, name: Field) =>
  form.locator("label.form-field__label", { hasText: new RegExp(`^${labels[name]}\\*?$`) });

async function fill(form: Locator, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) await field(form, name).fill(value);
}

async function expectFieldError(form: Locator, name: Field, message: string) {
  const input = field(form, name);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(label(form, name).locator(".form-field__asterisk")).toHaveText("*");
  await expect(form.getByText(message, { exact: true })).toBeVisible();
}

async function expectFieldClean(form: Locator, name: Field) {
  await expect(field(form, name)).toHaveAttribute("aria-invalid", "false");
  await expect(label(form, name).locator(".form-field__asterisk")).toHaveCount(0);
}

test.describe("contact form", () => {
  test("the contact page shows the banner, the form and Find Us Here", async ({ page }) => {
    const form = await openForm(page);
    await expect(page.getByRole("heading", { name: "Contact Us", level: 2 })).toBeVisible();
    for (const name of Object.keys(labels) as Field[]) {
      await expect(field(form, name)).toHaveAttribute("required", "");
      await expect(field(form, name)).toHaveAttribute("name", name);
    }
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const details = page.getByRole("region", { name: "Find Us Here" });
    for (const title of ["Phone", "Email", "Location"])
      await expect(details.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    const { contact } = manifest.site;
    for (const phone of contact.phones) await expect(details.locator(`a[href="tel:+91${phone}"]`)).toBeVisible();
    await expect(details.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
    await expect(details.getByText(contact.address)).toBeVisible();
    const map = details.locator("iframe");
    await expect(map).toHaveAttribute("src", contact.mapEmbedUrl!);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /.+/);
  });

  test("the map's frame is fetched only once the visitor scrolls near it", async ({ page }) => {
    const mapOrigin = new URL(manifest.site.contact.mapEmbedUrl!).origin;
    let fetched = 0;
    await page.route(`${mapOrigin}/**`, (route) => {
      fetched += 1;
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>Map</title>" });
    });
    // On a phone the map is about three screens down, within the distance at which Chrome loads a
    // lazy frame at once.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toBe(0);
    await page.locator(".contact-map").scrollIntoViewIfNeeded();
    await expect.poll(() => fetched).toBe(1);
  });

  test("a valid message is sent once as multipart form data; the visitor is told and the form empties", async ({
    page,
  }) => {
    const { requests, strays, alerts } = await stubEmailJs(page);
    const form = await openForm(page);
    await fill(form, valid);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect.poll(() => alerts).toEqual([`alert: ${sent}`]);
    expectSentOnce(requests, valid, settings, settings.templateId);
    for (const name of Object.keys(labels) as Field[]) {
      await expect(field(form, name)).toHaveValue("");
      await expectFieldClean(form, name);
    }
    expect(strays).toEqual([]);
  });

  test("text typed before the page's script runs stays in every field once live, and is what is sent", async ({
    page,
  }) => {
    const { requests, strays, alerts } = await stubEmailJs(page);
    const releaseScript = await holdIslandCode(page);
    await page.goto(contactRoute.path);
    const form = page.locator("form.contact-form__form");
    await fill(form, valid);
    releaseScript();
    await waitForHydration(page);
    await expect(form).toHaveAttribute("data-ready", "true");
    // A change to one field draws the form again: each other field must still hold what was typed.
    const subject = `${valid.subject}, please`;
    await field(form, "subject").fill(subject);
    for (const [name, value] of Object.entries({ ...valid, subject }) as [Field, string][])
      await expect(field(form, name)).toHaveValue(value);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${sent}`]);
    expectSentOnce(requests, { ...valid, subject }, settings, settings.templateId);
    expect(strays).toEqual([]);
  });

  test("fields filled in one go before the form is live are checked as soon as it is, except name", async ({
    page,
  }) => {
    const releaseScript = await holdIslandCode(page);
    await page.goto(contactRoute.path);
    const form = page.locator("form.contact-form__form");
    await fill(form, {
      name: "A",
      email: "asha.visitor",
      contact: "98765",
      subject: "Short",
      message: "Too few words",
    });
    releaseScript();
    await waitForHydration(page);
    await expect(form).toHaveAttribute("data-ready", "true");
    await expectFieldError(form, "email", "Invalid email address");
    await expectFieldError(form, "contact", "Enter a valid 10-digit Indian number");
    await expectFieldError(form, "subject", "Subject must be at least 10 characters");
    await expectFieldError(form, "message", "Message must be between 10 and 300 words");
    await expectFieldClean(form, "name");
    await field(form, "email").fill(valid.email);
    await expectFieldClean(form, "email");
  });

  for (const { what, answer } of emailFailures) {
    test(`on ${what} the visitor is told, the error is logged and nothing typed is lost`, async ({ page }) => {
      const { requests, alerts, consoleErrors } = await stubEmailJs(page, answer);
      const form = await openForm(page);
      await fill(form, valid);
      await form.getByRole("button", { name: "Send Message" }).click();

      await expect.poll(() => alerts).toEqual([`alert: ${failed}`]);
      expect(requests).toHaveLength(1);
      expect(consoleErrors.some((text) => text.includes("could not send"))).toBe(true);
      for (const [name, value] of Object.entries(valid) as [Field, string][])
        await expect(field(form, name)).toHaveValue(value);
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
  }

  const invalid: { name: Field; value: string; message: string }[] = [
    { name: "name", value: "   ", message: "Please enter your name" },
    { name: "email", value: "asha@example", message: "Invalid email address" },
    { name: "email", value: "asha example.com", message: "Invalid email address" },
    { name: "contact", value: "987654321", message: "Enter a valid 10-digit Indian number" },
    { name: "contact", value: "98765432101", message: "Enter a valid 10-digit Indian number" },
    { name: "contact", value: "5876543210", message: "Enter a valid 10-digit Indian number" },
    { name: "contact", value: "98765-4321", message: "Enter a valid 10-digit Indian number" },
    { name: "subject", value: "Knee pain", message: "Subject must be at least 10 characters" },
    {
      name: "message",
      value: "Please call me back about my knee, thank you.",
      message: "Message must be between 10 and 300 words",
    },
    { name: "message", value: Array(301).fill("word").join(" "), message: "Message must be between 10 and 300 words" },
  ];
  for (const { name, value, message } of invalid) {
    const shown = value.length > 40 ? `${value.slice(0, 20)}… (${value.split(" ").length} words)` : value;
    test(`${name} "${shown}" is refused with its message and nothing is sent`, async ({ page }) => {
      const { requests, alerts } = await stubEmailJs(page);
      const form = await openForm(page);
      await fill(form, { ...valid, [name]: value });
      await form.getByRole("button", { name: "Send Message" }).click();

      await expectFieldError(form, name, message);
      await expect(field(form, name)).toBeFocused();
      for (const other of Object.keys(labels) as Field[]) if (other !== name) await expectFieldClean(form, other);
      await page.waitForTimeout(200);
      expect(requests).toEqual([]);
      expect(alerts).toEqual([]);
    });
  }

  test("an empty form flags every field on submit and sends nothing", async ({ page }) => {
    const { requests, alerts } = await stubEmailJs(page);
    const form = await openForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(form, "name", "Please enter your name");
    await expectFieldError(form, "email", "Invalid email address");
    await expectFieldError(form, "contact", "Enter a valid 10-digit Indian number");
    await expectFieldError(form, "subject", "Subject must be at least 10 characters");
    await expectFieldError(form, "message", "Message must be between 10 and 300 words");
    await expect(field(form, "name")).toBeFocused();
    await expectNoAxeViolations(page);
    expect(requests).toEqual([]);
    expect(alerts).toEqual([]);
  });

  test("fields are re-checked while typing, except name", async ({ page }) => {
    const form = await openForm(page);
    await field(form, "email").pressSequentially("asha@");
    await expectFieldError(form, "email", "Invalid email address");
    await field(form, "email").pressSequentially("example.com");
    await expectFieldClean(form, "email");

    await field(form, "contact").pressSequentially("98765");
    await expectFieldError(form, "contact", "Enter a valid 10-digit Indian number");
    await field(form, "contact").pressSequentially("43210");
    await expectFieldClean(form, "contact");

    await field(form, "subject").fill("Short");
    await expectFieldError(form, "subject", "Subject must be at least 10 characters");
    await field(form, "subject").fill("Not short any more");
    await expectFieldClean(form, "subject");

    // Name is checked only on submit: emptying it while typing flags nothing.
    await field(form, "name").fill("Asha");
    await field(form, "name").fill("");
    await expectFieldClean(form, "name");
  });

  test("past 300 words the message's flag stops updating; submitting still refuses it", async ({ page }) => {
    const { requests } = await stubEmailJs(page);
    const form = await openForm(page);
    await fill(form, { ...valid, message: "Too short" });
    await expectFieldError(form, "message", "Message must be between 10 and 300 words");
    await field(form, "message").fill(Array(300).fill("word").join(" "));
    await expectFieldClean(form, "message");
    // 301 words: the flag keeps its last value (clean), as docs/requirements.md#contact-form-validation has it.
    await field(form, "message").fill(Array(301).fill("word").join(" "));
    await expectFieldClean(form, "message");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(form, "message", "Message must be between 10 and 300 words");
    expect(requests).toEqual([]);
  });

  test("a double click sends one email; the button is disabled while sending", async ({ page }) => {
    const { requests, alerts, release } = await holdEmailJs(page);
    const form = await openForm(page);
    await fill(form, valid);
    const button = form.getByRole("button", { name: "Send Message" });
    await button.dblclick();
    await expect(button).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    // Pressing Enter in a field while the first send is under way does not send again either.
    await field(form, "subject").press("Enter");
    await page.waitForTimeout(300);
    release();
    await expect.poll(() => alerts).toEqual([`alert: ${sent}`]);
    await expect(button).toBeEnabled();
    expect(requests).toHaveLength(1);
  });

  test("a filled honeypot sends nothing; people cannot see or reach it", async ({ page }) => {
    const { requests, alerts } = await stubEmailJs(page);
    const form = await openForm(page);
    const trap = await unreachableHoneypot(form);
    const box = await trap.boundingBox();
    expect(box && box.x + box.width <= 0).toBe(true);
    // Tabbing from the message goes straight to the send button.
    await field(form, "message").focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();

    await fill(form, valid);
    await trap.fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(alerts).toEqual([]);
  });

  test("the honeypot is never part of what is sent", async ({ page }) => {
    const { requests, alerts } = await stubEmailJs(page);
    const form = await openForm(page);
    await fill(form, valid);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${sent}`]);
    expect(requests).toHaveLength(1);
    expect(Object.keys(requests[0].fields)).not.toContain("website");
  });
});
