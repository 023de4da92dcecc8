// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInSite } from "./support/render-in-site.tsx";
import { AppointmentForm } from "../../src/forms/AppointmentForm.tsx";
import type { EmailJsSettings } from "../../src/manifest/site-manifest.generated.ts";
import { weekHoursNamed } from "../../src/hours/opening-hours.ts";
import { sampleManifest, type SampleBlock } from "../fixtures/sample-site.ts";
import { blocksInLanguage, shownLanguage } from "../../src/language/in-language.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { plainText } from "../../src/text/shown-text.ts";
import { languagesManifest } from "./fixtures/languages-site.ts";

// The form's sending path in a browser-like DOM, with fetch standing in for the EmailJS service.
const manifest = sampleManifest();
const sample = manifest.routes
  .find((route) => route.path === "/appointments")!
  .blocks.find((b): b is SampleBlock<"appointmentForm"> => b.type === "appointmentForm")!;
const block: SampleBlock<"appointmentForm"> = { ...sample, emailTemplateId: "template_appointments" };
const settings: EmailJsSettings = { serviceId: "service_x", templateId: "template_contact", publicKey: "key_x" };
const clinicPhone = manifest.site.contact.phones[0];

let fetchMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Only the date is faked: Wednesday 18 March 2026, 10:00 in India.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-18T04:30:00Z"));
  fetchMock = vi.fn(async () => new Response("OK", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("alert", vi.fn());
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

const typed = {
  Name: "Ravi Shah",
  "Phone Number": "9876543210",
  "Medical Record Number": "MRN-00042",
  "Preferred Date": "19/03/2026",
};

function drawForm(formBlock: SampleBlock<"appointmentForm">, formSettings: EmailJsSettings | undefined) {
  renderInSite(
    <AppointmentForm
      block={formBlock}
      headingId="heading"
      settings={formSettings}
      timeZone="Asia/Kolkata"
      clinicPhone={clinicPhone}
      clinicEmail="desk@example.in"
      hours={weekHoursNamed(manifest.site.openingHours, formBlock.hours ?? [])}
    />,
  );
  for (const [label, value] of Object.entries(typed))
    fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });
  fireEvent.change(screen.getByLabelText("Preferred Time"), { target: { value: "10:30" } });
  fireEvent.click(screen.getByRole("button", { name: block.submitLabel }));
}

async function expectFailureKeepingEverything() {
  const status = await screen.findByRole("status");
  await waitFor(() =>
    expect(status).toHaveTextContent(
      block.messages.failed.replace("{phone}", `+91 ${clinicPhone.slice(0, 5)} ${clinicPhone.slice(5)}`),
    ),
  );
  expect(status.querySelector("a")).toHaveAttribute("href", `tel:+91${clinicPhone}`);
  expect(consoleError).toHaveBeenCalled();
  for (const [label, value] of Object.entries(typed))
    expect(screen.getByRole("textbox", { name: label })).toHaveValue(value);
  expect(screen.getByLabelText("Preferred Time")).toHaveValue("10:30");
}

describe("the appointment form's sending", () => {
  it("with no EmailJS settings: the number to call is given, nothing typed is lost, nothing is fetched", async () => {
    drawForm(block, undefined);
    await expectFailureKeepingEverything();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with an empty service id or public key, the same", async () => {
    drawForm(block, { ...settings, publicKey: " " });
    await expectFailureKeepingEverything();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with a network error thrown by fetch, the same", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    drawForm(block, settings);
    await expectFailureKeepingEverything();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends to the block's template, not the contact form's, with the date as dd/MM/yyyy", async () => {
    drawForm(block, settings);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({
      template_id: "template_appointments",
      date: "19/03/2026",
      time: "10:30",
      phone: "9876543210",
    });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Thank you/));
  });

  it("blockList refuses a listed phone number (403) and keeps everything", async () => {
    drawForm(block, { ...settings, blockList: ["9876543210"] });
    await expectFailureKeepingEverything();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 403 });
  });

  it("blockHeadless refuses to send from an automated browser (451)", async () => {
    Object.defineProperty(navigator, "webdriver", { configurable: true, get: () => true });
    onTestFinished(() => void delete (navigator as { webdriver?: boolean }).webdriver);
    drawForm(block, { ...settings, blockHeadless: true });
    await expectFailureKeepingEverything();
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 451 });
  });

  it("limitRate refuses a second request within the limit (429), apart from the contact form's count", async () => {
    localStorage.setItem("contact-form", String(Date.now()));
    drawForm(block, { ...settings, limitRate: 60_000 });
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Thank you/));
    for (const [label, value] of Object.entries(typed))
      fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });
    fireEvent.change(screen.getByLabelText("Preferred Time"), { target: { value: "10:30" } });
    fireEvent.click(screen.getByRole("button", { name: block.submitLabel }));
    await expectFailureKeepingEverything();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 429 });
  });

  it("with requests off, Submit says how to book and fetches nothing", async () => {
    drawForm(sample, settings);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^We don't take bookings online yet/));
    expect(fetchMock).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(typed))
      expect(screen.getByRole("textbox", { name: label })).toHaveValue(value);
  });
});

describe("the appointment form in Gujarati", () => {
  const multilingual = languagesManifest();
  const gujarati = shownLanguage(multilingual.site, "/gu")!;
  const [shownBlock] = blocksInLanguage([block], gujarati) as SampleBlock<"appointmentForm">[];
  const words = gujaratiWords;
  const hours = weekHoursNamed(multilingual.site.openingHours, block.hours ?? []);

  function drawInGujarati() {
    renderInSite(
      <AppointmentForm
        block={shownBlock}
        headingId="heading"
        settings={settings}
        timeZone="Asia/Kolkata"
        clinicPhone={clinicPhone}
        clinicEmail="desk@example.in"
        hours={hours}
        language="gu"
      />,
      { site: multilingual.site, prefix: "/gu" },
    );
  }

  it("labels its fields and writes its hours in Gujarati, digits Latin", () => {
    drawInGujarati();
    for (const label of [words.nameLabel, words.phoneNumberLabel, words.medicalRecordNumberLabel])
      expect(screen.getByRole("textbox", { name: label })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: words.reasonLabel })).toBeInTheDocument();
    const time = screen.getByLabelText(words.preferredTimeLabel);
    const hint = document.getElementById(time.getAttribute("aria-describedby")!.split(" ")[0])!.textContent;
    expect(hint).toContain(words.monday);
    expect(hint).toContain(` ${words.fromTo.replace("{from} ", "").replace(" {to}", "")} `);
    expect(hint).toMatch(/\d{1,2}:\d{2}/);
    expect(hint).not.toMatch(/Monday| to /);
  });

  it("sends the request with the language it was made in", async () => {
    drawInGujarati();
    fireEvent.change(screen.getByRole("textbox", { name: words.nameLabel }), { target: { value: "રવિ શાહ" } });
    fireEvent.change(screen.getByRole("textbox", { name: words.phoneNumberLabel }), {
      target: { value: "9876543210" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: words.preferredDateLabel }), {
      target: { value: "19/03/2026" },
    });
    fireEvent.change(screen.getByLabelText(words.preferredTimeLabel), { target: { value: "10:30" } });
    fireEvent.click(screen.getByRole("button", { name: plainText(shownBlock.submitLabel) }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get("language")).toBe("gu");
    expect(body.get("name")).toBe("રવિ શાહ");
  });
});
