import { expect, type Page, type Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { EmailJsSettings } from "../../src/manifest/site-manifest.generated.ts";

// EmailJS as the forms reach it, intercepted: nothing leaves the machine.
export const sendUrl = "https://api.emailjs.com/api/v1.0/email/send-form";
const libVersion: string = JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8")).version;

export interface SentEmail {
  fields: Record<string, string>;
  contentType: string;
}

const answerOk = (route: Route) => route.fulfill({ status: 200, body: "OK" });

function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.accept().catch(() => {}); // the test may end first
  });
  return alerts;
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * Answers EmailJS as `answer` says, recording every request's multipart fields (any other EmailJS
 * address is a stray), and what the page meanwhile alerts and logs as errors.
 */
export async function stubEmailJs(page: Page, answer: (route: Route) => Promise<void> = answerOk) {
  const requests: SentEmail[] = [];
  const strays: string[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    const request = route.request();
    if (request.url() !== sendUrl || request.method() !== "POST") {
      strays.push(`${request.method()} ${request.url()}`);
      return route.abort();
    }
    const contentType = request.headers()["content-type"] ?? "";
    const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
      headers: { "content-type": contentType },
    }).formData();
    requests.push({
      fields: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])),
      contentType,
    });
    await answer(route);
  });
  return { requests, strays, alerts: collectAlerts(page), consoleErrors: collectConsoleErrors(page) };
}

/** stubEmailJs whose answers wait until `release()`: the time a send is under way. */
export async function holdEmailJs(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const stub = await stubEmailJs(page, async (route) => {
    await held;
    await answerOk(route);
  });
  return { ...stub, release };
}

/** Exactly one request, sent as multipart form data, holding the form's `fields` and EmailJS's own, no more. */
export function expectSentOnce(
  requests: SentEmail[],
  fields: Record<string, string>,
  settings: EmailJsSettings,
  templateId: string,
) {
  expect(requests).toHaveLength(1);
  expect(requests[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(requests[0].fields).toEqual({
    ...fields,
    lib_version: libVersion,
    service_id: settings.serviceId,
    template_id: templateId,
    user_id: settings.publicKey,
  });
}

/** Every way a send can fail: the network, and each refusal EmailJS answers with. */
export const emailFailures: { what: string; answer: (route: Route) => Promise<void> }[] = [
  { what: "a network failure (status 0)", answer: (route) => route.abort("internetdisconnected") },
  { what: "403 Forbidden", answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }) },
  { what: "429 Too Many Requests", answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }) },
  {
    what: "451 Unavailable For Headless Browser",
    answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }),
  },
  {
    what: "400 The Public Key is invalid",
    answer: (route) => route.fulfill({ status: 400, body: "The Public Key is invalid" }),
  },
  { what: "500 from the service", answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }) },
];
