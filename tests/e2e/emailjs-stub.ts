import type { Page, Route } from "@playwright/test";
import { readFileSync } from "node:fs";

// EmailJS as the forms reach it, intercepted: nothing leaves the machine.
export const sendUrl = "https://api.emailjs.com/api/v1.0/email/send-form";
export const libVersion: string = JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8")).version;

export interface SentEmail {
  fields: Record<string, string>;
  contentType: string;
}

/** Answers EmailJS as `answer` says, recording every request's multipart fields; any other EmailJS address is a stray. */
export async function stubEmailJs(page: Page, answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, body: "OK" })) {
  const requests: SentEmail[] = [];
  const strays: string[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    const request = route.request();
    if (request.url() !== sendUrl || request.method() !== "POST") {
      strays.push(`${request.method()} ${request.url()}`);
      return route.abort();
    }
    const contentType = request.headers()["content-type"] ?? "";
    const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { "content-type": contentType } }).formData();
    requests.push({ fields: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])), contentType });
    await answer(route);
  });
  return { requests, strays };
}

export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.accept().catch(() => {}); // the test may end first
  });
  return alerts;
}

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Every way a send can fail: the network, and each refusal EmailJS answers with. */
export const emailFailures: { what: string; answer: (route: Route) => Promise<void> }[] = [
  { what: "a network failure (status 0)", answer: (route) => route.abort("internetdisconnected") },
  { what: "403 Forbidden", answer: (route) => route.fulfill({ status: 403, body: "Forbidden" }) },
  { what: "429 Too Many Requests", answer: (route) => route.fulfill({ status: 429, body: "Too Many Requests" }) },
  { what: "451 Unavailable For Headless Browser", answer: (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" }) },
  { what: "400 The Public Key is invalid", answer: (route) => route.fulfill({ status: 400, body: "The Public Key is invalid" }) },
  { what: "500 from the service", answer: (route) => route.fulfill({ status: 500, body: "Internal Server Error" }) },
];
