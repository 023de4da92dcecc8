import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startService, type RunningService } from "./service-fixture.ts";
import type { AppointmentFormBlock } from "../../src/manifest/site-manifest.generated.ts";
import { sampleWithClinicRequests } from "../fixtures/sample-site.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { englishWords } from "../../src/language/words/english.ts";
import { appointmentCalendar } from "../../src/forms/appointment-calendar.ts";
import { isOpenWithin, spansOnDate } from "../../src/forms/appointment-hours.ts";
import { clinicClock } from "../../src/dates/clinic-calendar.ts";
import { requestsPath } from "../../src/forms/request-contract.ts";
import { startMailCatcher, type MailCatcher } from "../support/mail-catcher.ts";

/**
 * Patients' requests from the website to the front desk's inbox, as they would go on the clinic's
 * server (issue 50): a Gujarati appointment and an English message sent from the live site through
 * nginx, read, marked and exported by a receptionist signed in to the editor in another browser.
 */

const password = "correct horse battery";
let service: RunningService;
let mail: MailCatcher;
let form: AppointmentFormBlock;

const siteWithRequests = sampleWithClinicRequests;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const manifest = siteWithRequests();
  const found = manifest.routes
    .find((route) => route.path === "/appointments")
    ?.blocks.find((block) => block.type === "appointmentForm");
  if (found?.type !== "appointmentForm") throw new Error("The sample has an appointment form at /appointments.");
  form = found;
  // The clinic's mail server, which the service tells of each request that arrives.
  mail = await startMailCatcher();
  service = await startService({
    manifest,
    env: {
      FORMS_PROOF_DIFFICULTY: "2000",
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      REQUESTS_MAIL_TO: "desk@example.in",
    },
  });
  service.addAccount("Asha Patel", password);
});

test.afterAll(async () => {
  await service?.stop();
  await mail?.close();
});

/** The first day from the day after tomorrow on which the form's hours take 09:30, written as the form shows it. */
function openDay(): { typed: string; time: string } {
  const { hours, special } = appointmentCalendar(siteWithRequests().site, form);
  const day = new Date(`${clinicClock(new Date(), "Asia/Kolkata").today}T00:00:00Z`);
  for (let step = 2; ; step += 1) {
    const next = new Date(day.getTime() + step * 86_400_000).toISOString().slice(0, 10);
    if (!hours || isOpenWithin(spansOnDate(hours, special, next), "09:30")) {
      const [year, month, date] = next.split("-");
      return { typed: `${date}/${month}/${year}`, time: "09:30" };
    }
  }
}

async function signIn(page: Page) {
  await page.goto(`${service.editor}/edit-requests`);
  await page.getByLabel("Name").fill("Asha Patel");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The header's button, which names how many are new once some are.
  await page
    .getByRole("button", { name: /^Requests/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
}

const valuesOf = async (fields: Locator[]) => Promise.all(fields.map((field) => field.inputValue()));

test("a Gujarati appointment and an English message reach the front desk, are marked, and go out as CSV", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await signIn(staff);

  // A patient on a phone, in Gujarati.
  const phone = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(`${service.website}/gu/appointments`);
  // The form's code waits for the patient's first tap in it.
  await patient.locator("form.appointment-form").getByRole("textbox").first().click();
  const appointment = patient.locator("form.appointment-form[data-ready='true']");
  await expect(appointment).toBeVisible();
  const day = openDay();
  const fields = [
    appointment.getByRole("textbox", { name: gujaratiWords.nameLabel, exact: true }),
    appointment.getByRole("textbox", { name: gujaratiWords.phoneNumberLabel }),
    appointment.getByRole("textbox", { name: gujaratiWords.preferredDateLabel }),
    appointment.getByLabel(gujaratiWords.preferredTimeLabel),
  ];
  await fields[0].fill("ભાવિકા પટેલ");
  await fields[1].fill("9876501234");
  await fields[2].fill(day.typed);
  await fields[2].press("Escape");
  await fields[3].fill(day.time);
  // What the clinic keeps and why, in Gujarati, naming whom to ask; tips and offers only if ticked.
  await expect(appointment).toContainText(gujaratiWords.requestNotice.split("{days}")[0]);
  await expect(appointment).toContainText(siteWithRequests().site.contact.email);
  const offers = appointment.getByRole("checkbox", { name: gujaratiWords.offersConsent });
  await expect(offers).not.toBeChecked();
  await offers.check();
  const typed = await valuesOf(fields);

  // The page was open while the department was taken off the form: the server refuses it, in Gujarati.
  await patient.route(`**${requestsPath}`, async (route) => {
    const sent = JSON.parse(route.request().postData() ?? "{}") as { fields: Record<string, string> };
    await route.continue({
      postData: JSON.stringify({ ...sent, fields: { ...sent.fields, department: "Cardiology" } }),
    });
  });
  await appointment.getByRole("button", { name: form.submitLabel as string }).click();
  await expect(appointment.getByRole("status")).toHaveText(gujaratiWords.requestFieldsRefused);
  expect(await valuesOf(fields)).toEqual(typed);
  await patient.unroute(`**${requestsPath}`);

  await appointment.getByRole("button", { name: form.submitLabel as string }).click();
  const received = appointment.getByRole("status");
  await expect(received).toContainText(/A-\d{4}/);
  const appointmentReference = /A-\d{4,}/.exec((await received.textContent()) ?? "")?.[0] ?? "";
  await expect(received).toHaveText(gujaratiWords.requestReceived.replaceAll("{reference}", appointmentReference));

  // A message in English, on a computer.
  const writer = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await writer.goto(`${service.website}/contact`);
  // The form's script comes with the first tap in it.
  await writer.locator("form.contact-form__form").getByRole("textbox").first().click();
  const contact = writer.locator("form.contact-form__form[data-ready='true']");
  await expect(contact).toBeVisible();
  await contact.getByRole("textbox", { name: englishWords.nameLabel }).fill("Ravi Shah");
  await contact.getByRole("textbox", { name: englishWords.emailLabel }).fill("ravi@example.in");
  await contact.getByRole("textbox", { name: englishWords.phoneNumberLabel }).fill("9812345678");
  await contact.getByRole("textbox", { name: englishWords.subjectLabel }).fill('=HYPERLINK("x") fees?');
  await contact
    .getByRole("textbox", { name: englishWords.messageLabel })
    .fill("What does a first physiotherapy session cost, and should I bring my old reports along?");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toContainText(/C-\d{4}/);
  const messageReference = /C-\d{4,}/.exec((await contact.getByRole("status").textContent()) ?? "")?.[0] ?? "";

  // The receptionist's open inbox shows both within a minute, and the header counts them.
  const appointmentCard = staff.getByRole("listitem").filter({ hasText: appointmentReference });
  await expect(appointmentCard).toBeVisible({ timeout: 60_000 });
  await expect(staff.getByRole("listitem").filter({ hasText: messageReference })).toBeVisible({ timeout: 60_000 });
  await expect(staff.getByRole("button", { name: /Requests.*2 new/ }).first()).toBeVisible({ timeout: 60_000 });
  // The request the server refused is counted for staff, and nothing of it is listed.
  await expect(staff.getByText(/^Turned away since .+: 1 with fields the form's rules refuse\. Nothing/)).toBeVisible();
  await expect(staff.getByRole("listitem").filter({ hasText: "Cardiology" })).toHaveCount(0);
  await expect(appointmentCard).toContainText("ભાવિકા પટેલ");
  await expect(appointmentCard).toContainText("in ગુજરાતી");
  await expect(appointmentCard).toContainText("Agreed to receive health tips and offers.");
  await expect(staff.getByRole("listitem").filter({ hasText: messageReference })).toContainText(
    "Did not ask for health tips or offers.",
  );
  await expect(appointmentCard.getByRole("link", { name: "Call 9876501234" })).toHaveAttribute(
    "href",
    "tel:+919876501234",
  );

  // The front desk's mailbox was told of each, by reference alone: nothing the patients wrote is in a mailbox.
  await expect
    .poll(() => mail.caught.map((message) => /^Subject: (.*)$/m.exec(message.data)?.[1]?.trim()).sort(), {
      timeout: 60_000,
    })
    .toEqual([`New appointment request ${appointmentReference}`, `New message ${messageReference}`]);
  for (const message of mail.caught) {
    expect(message.to).toEqual(["desk@example.in"]);
    expect(message.data).toContain(`${service.editor}/edit-requests`);
    expect(message.data).not.toMatch(/ભાવિકા|9876501234|Ravi|ravi@example|9812345678|physiotherapy session/);
  }

  await appointmentCard.getByLabel(/^Note/).fill("Rang back; she will come on the day she chose.");
  await appointmentCard.getByRole("button", { name: "Called" }).click();
  await expect(appointmentCard).toContainText("Marked Called by Asha Patel");
  await appointmentCard.getByLabel(/^Note/).fill("Seen by the physiotherapist.");
  await appointmentCard.getByRole("button", { name: "Closed" }).click();
  await expect(appointmentCard).toContainText("Marked Closed by Asha Patel");
  await expect(appointmentCard).toContainText("Seen by the physiotherapist.");
  await expect(staff.getByRole("button", { name: /Requests.*1 new/ }).first()).toBeVisible({ timeout: 30_000 });

  const downloading = staff.waitForEvent("download");
  await staff.getByRole("button", { name: "Export as CSV" }).click();
  const csv = readFileSync((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain(`"${appointmentReference}"`);
  expect(csv).toContain(`"${messageReference}"`);
  expect(csv).toContain('"ભાવિકા પટેલ"');
  expect(csv).toContain('"closed"');
  // A cell a spreadsheet would run as a formula is written as text.
  expect(csv).toContain(`"'=HYPERLINK(""x"") fees?"`);
});

test("the footer's newsletter box keeps an address without script; staff export it; its own link takes it off", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (
    await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    })
  ).newPage();
  await visitor.goto(`${service.website}/gu/about`);
  const box = visitor.locator("form.newsletter");
  await expect(visitor.locator("footer")).toContainText(gujaratiWords.newsletterNotice);
  await box.getByRole("textbox", { name: gujaratiWords.newsletterEmail }).fill("not an address@");
  await box.getByRole("button").click();
  // The browser's own check stops it first; without it the server refuses in Gujarati and keeps what was typed.
  await expect(visitor).toHaveURL(/\/gu\/about$/);
  await box.getByRole("textbox", { name: gujaratiWords.newsletterEmail }).fill("bhavika.patel@example.in");
  await box.getByRole("button").click();
  await expect(visitor.getByRole("status")).toHaveText(
    gujaratiWords.newsletterJoined.replace("{email}", "bhavika.patel@example.in"),
  );
  await expect(visitor.locator("html")).toHaveAttribute("lang", "gu");
  const leaveLink = visitor.getByRole("link", { name: gujaratiWords.newsletterLeaveButton });
  const leaveAddress = (await leaveLink.getAttribute("href")) ?? "";

  const staff = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await signIn(staff);
  await staff.getByText(/^Newsletter list/).click();
  const entry = staff.getByRole("listitem").filter({ hasText: "bhavika.patel@example.in" });
  await expect(entry).toContainText("ગુજરાતી, on /gu/about");
  const downloading = staff.waitForEvent("download");
  await staff.getByRole("button", { name: "Export the list as CSV" }).click();
  const csv = readFileSync((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain('"bhavika.patel@example.in"');
  expect(csv).toContain(leaveAddress);

  await leaveLink.click();
  await expect(
    visitor.getByText(gujaratiWords.newsletterLeaveAsk.replace("{email}", "bhavika.patel@example.in")),
  ).toBeVisible();
  await visitor.getByRole("button", { name: gujaratiWords.newsletterLeaveButton }).click();
  await expect(visitor.getByRole("status")).toHaveText(
    gujaratiWords.newsletterLeft.replace("{email}", "bhavika.patel@example.in"),
  );
  await staff.reload();
  await staff
    .getByRole("button", { name: /^Requests/ })
    .first()
    .click();
  await staff.getByText(/^Newsletter list/).click();
  await expect(staff.getByText("No address yet.")).toBeVisible();
});
