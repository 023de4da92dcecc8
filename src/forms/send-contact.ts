import type { StorageProvider } from "@emailjs/browser";
import type { EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import { contactFields, type ContactValues } from "./contact-rules.ts";

export const sentMessage = "Email sent successfully!";
export const failedMessage = "Error sending email. Please try again.";

/** Sending is off when site.json has no EmailJS settings, or leaves one of the ids empty. */
export function sendingConfigured(settings: EmailJsSettings | undefined): settings is EmailJsSettings {
  return Boolean(settings && settings.serviceId.trim() && settings.templateId.trim() && settings.publicKey.trim());
}

/**
 * A form holding exactly the five contact fields. EmailJS sends every named control of the form it
 * is given; building one here keeps anything else on the page (the honeypot) out of the email.
 */
export function contactFormData(values: ContactValues): HTMLFormElement {
  const form = document.createElement("form");
  for (const field of contactFields) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = field;
    input.value = values[field];
    form.append(input);
  }
  return form;
}

/**
 * Where limitRate remembers the last send. EmailJS's init() replaces the library's own storage
 * with whatever it is given, so the form hands it this one; storage that refuses (a private
 * window, say) means no limit rather than no email.
 */
const webStorage: StorageProvider = {
  async get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  async set(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // No storage, no limit.
    }
  },
  async remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/**
 * Sends the values through EmailJS (`/api/v1.0/email/send-form`, multipart form data, with
 * lib_version, service_id, template_id and user_id added by the library). Resolves when the
 * service accepted the email; rejects otherwise: missing settings, a network failure (status 0),
 * an EmailJS refusal (403, 429, 451, …) or any other error. The library loads on the first send,
 * so pages without the form never download it.
 */
export async function sendContact(values: ContactValues, settings: EmailJsSettings | undefined): Promise<void> {
  if (!sendingConfigured(settings)) {
    throw new Error("The contact form cannot send: site.json has no EmailJS serviceId, templateId and publicKey (site.emailjs).");
  }
  const emailjs = await import("@emailjs/browser");
  emailjs.init({
    publicKey: settings.publicKey,
    origin: settings.origin,
    blockHeadless: settings.blockHeadless ?? false,
    blockList: settings.blockList?.length ? { list: settings.blockList, watchVariable: "email" } : {},
    limitRate: settings.limitRate ? { id: "contact-form", throttle: settings.limitRate } : {},
    storageProvider: webStorage,
  });
  await emailjs.sendForm(settings.serviceId, settings.templateId, contactFormData(values));
}
