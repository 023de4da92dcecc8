// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInSite } from "./support/render-in-site.tsx";
import { ContactForm } from "../../src/forms/ContactForm.tsx";
import { contactEmailFields } from "../../src/forms/send-contact.ts";
import { formOfFields, sendingConfigured } from "../../src/forms/send-email.ts";
import type { EmailJsSettings } from "../../src/manifest/site-manifest.generated.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { languagesManifest } from "./fixtures/languages-site.ts";

// The form's sending path in a browser-like DOM, with fetch standing in for the EmailJS service.
const block = { type: "contactForm" as const, heading: "Send Us a Message", submitLabel: "Send Message" };
const settings: EmailJsSettings = { serviceId: "service_x", templateId: "template_x", publicKey: "key_x" };
const valid = {
  Name: "Asha Patel",
  Email: "asha@example.com",
  "Phone Number": "9876543210",
  Subject: "Knee pain after running",
  Message: "I have had pain in my left knee for two weeks after running.",
};

let fetchMock: ReturnType<typeof vi.fn>;
let alertMock: ReturnType<typeof vi.fn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response("OK", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  alertMock = vi.fn();
  vi.stubGlobal("alert", alertMock);
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

async function fillAndSend(user = userEvent.setup({ delay: null }), values: Record<string, string> = valid) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByRole("textbox", { name: label });
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole("button", { name: block.submitLabel }));
  return user;
}

async function expectPoliteFailure() {
  await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Error sending email. Please try again."));
  expect(alertMock).toHaveBeenCalledTimes(1);
  expect(consoleError).toHaveBeenCalled();
  for (const [label, value] of Object.entries(valid))
    expect(screen.getByRole("textbox", { name: label })).toHaveValue(value);
}

describe("settings", () => {
  it("sending is off without settings or with an empty id", () => {
    expect(sendingConfigured(undefined, "template_x")).toBe(false);
    expect(sendingConfigured({ ...settings, serviceId: "" }, settings.templateId)).toBe(false);
    expect(sendingConfigured({ ...settings, publicKey: "  " }, settings.templateId)).toBe(false);
    expect(sendingConfigured(settings, " ")).toBe(false);
    expect(sendingConfigured(settings, undefined)).toBe(false);
    expect(sendingConfigured(settings, settings.templateId)).toBe(true);
  });

  it("the form sent holds exactly the five fields", () => {
    const form = formOfFields(
      contactEmailFields({ name: "A", email: "b@c.d", contact: "9876543210", subject: "s", message: "m" }),
    );
    expect([...new FormData(form).keys()]).toEqual(["name", "email", "contact", "subject", "message"]);
  });
});

// Typing every key of five fields re-renders the form each time: slow on a loaded machine, so a long timeout.
describe("the contact form's sending", { timeout: 30_000 }, () => {
  it("with no EmailJS settings, fails politely: logged, told, nothing cleared, nothing fetched", async () => {
    renderInSite(
      <ContactForm block={block} clinicPhone="9876543210" clinicEmail="desk@example.in" settings={undefined} />,
    );
    await fillAndSend();
    await expectPoliteFailure();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with an empty service id, fails the same way", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={{ ...settings, serviceId: "" }}
      />,
    );
    await fillAndSend();
    await expectPoliteFailure();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts multipart form data to the configured origin and clears the form on success", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={{ ...settings, origin: "http://127.0.0.1:9" }}
      />,
    );
    await fillAndSend();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Email sent successfully!"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:9/api/v1.0/email/send-form");
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({
      name: "Asha Patel",
      email: "asha@example.com",
      contact: "9876543210",
      subject: "Knee pain after running",
      service_id: "service_x",
      template_id: "template_x",
      user_id: "key_x",
    });
    // A site of one language sends exactly the fields SPEC.md names.
    expect(body.has("language")).toBe(false);
    for (const label of Object.keys(valid)) expect(screen.getByRole("textbox", { name: label })).toHaveValue("");
  });

  it("blockHeadless refuses to send from an automated browser (451)", async () => {
    Object.defineProperty(navigator, "webdriver", { configurable: true, get: () => true });
    onTestFinished(() => void delete (navigator as { webdriver?: boolean }).webdriver);
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={{ ...settings, blockHeadless: true }}
      />,
    );
    await fillAndSend();
    await expectPoliteFailure();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 451 });
  });

  it("blockList refuses a listed email address (403)", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={{ ...settings, blockList: ["asha@example.com"] }}
      />,
    );
    await fillAndSend();
    await expectPoliteFailure();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 403 });
  });

  it("limitRate refuses a second send within the limit (429)", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={{ ...settings, limitRate: 60_000 }}
      />,
    );
    const user = await fillAndSend();
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Email sent successfully!"));
    alertMock.mockClear();
    await fillAndSend(user);
    await expectPoliteFailure();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0][1]).toMatchObject({ status: 429 });
  });

  it("the optional settings are off by default: repeated sends all go out", async () => {
    renderInSite(
      <ContactForm block={block} clinicPhone="9876543210" clinicEmail="desk@example.in" settings={settings} />,
    );
    const user = await fillAndSend();
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1));
    await fillAndSend(user);
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(alertMock.mock.calls.map((call) => call[0])).toEqual([
      "Email sent successfully!",
      "Email sent successfully!",
    ]);
  });
});

describe("the contact form in Gujarati", { timeout: 30_000 }, () => {
  const { site } = languagesManifest();
  const words = gujaratiWords;
  const typedInGujarati = {
    [words.nameLabel]: "આશા પટેલ",
    [words.emailLabel]: "asha-at-example",
    [words.phoneNumberLabel]: "9876543210",
    [words.subjectLabel]: "ઘૂંટણમાં દુખાવો, દોડ્યા પછી",
    [words.messageLabel]: "બે અઠવાડિયાથી ડાબા ઘૂંટણમાં દુખાવો છે, દોડ્યા પછી વધારે થાય છે.",
  };

  it("checks in Gujarati and keeps what was typed; once right, sends it with the page's language", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={settings}
        language="gu"
      />,
      {
        site,
        prefix: "/gu",
      },
    );
    const user = await fillAndSend(undefined, typedInGujarati);
    expect(await screen.findByText(words.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText("Invalid email address")).toBeNull();
    for (const [label, value] of Object.entries(typedInGujarati))
      expect(screen.getByRole("textbox", { name: label })).toHaveValue(value);
    expect(fetchMock).not.toHaveBeenCalled();

    await fillAndSend(user, { ...typedInGujarati, [words.emailLabel]: "asha@example.com" });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(words.emailSent));
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body.get("language")).toBe("gu");
    expect(body.get("name")).toBe("આશા પટેલ");
  });

  it("a failed send is told in Gujarati", async () => {
    renderInSite(
      <ContactForm
        block={block}
        clinicPhone="9876543210"
        clinicEmail="desk@example.in"
        settings={undefined}
        language="gu"
      />,
      {
        site,
        prefix: "/gu",
      },
    );
    await fillAndSend(undefined, { ...typedInGujarati, [words.emailLabel]: "asha@example.com" });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(words.emailFailed));
  });
});
