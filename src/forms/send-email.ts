import type { StorageProvider } from "@emailjs/browser";
import type { EmailJsSettings } from "../manifest/site-manifest.generated.ts";

/** What one form sends and how EmailJS's optional guards apply to it. */
export interface EmailRequest {
  /** Exactly the fields the email gets, in order. */
  fields: Record<string, string>;
  /** The EmailJS template that receives them. */
  templateId: string | undefined;
  /** Which field site.emailjs.blockList is checked against. */
  blockListField: string;
  /** limitRate counts sends of each form apart. */
  rateLimitId: string;
}

/** Sending needs a service id and public key in site.emailjs, and a template id for the form. */
export function sendingConfigured(
  settings: EmailJsSettings | undefined,
  templateId: string | undefined,
): settings is EmailJsSettings {
  return Boolean(settings && settings.serviceId.trim() && settings.publicKey.trim() && templateId?.trim());
}

/**
 * A form holding exactly the given fields. EmailJS sends every named control of the form it is
 * given; building one here keeps anything else on the page (the honeypot) out of the email.
 */
export function formOfFields(fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
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
 * Sends the fields through EmailJS (`/api/v1.0/email/send-form`, multipart form data, with
 * lib_version, service_id, template_id and user_id added by the library). Resolves when the
 * service accepted the email; rejects otherwise: missing settings, a network failure (status 0),
 * an EmailJS refusal (403, 429, 451, …) or any other error. The library loads on the first send,
 * so pages without a form never download it.
 */
export async function sendEmail(request: EmailRequest, settings: EmailJsSettings | undefined): Promise<void> {
  const { templateId } = request;
  if (!sendingConfigured(settings, templateId) || !templateId) {
    throw new Error(
      "The form cannot send: site.json needs site.emailjs (serviceId and publicKey) and a template id for this form.",
    );
  }
  const emailjs = await import("@emailjs/browser");
  emailjs.init({
    publicKey: settings.publicKey,
    origin: settings.origin,
    blockHeadless: settings.blockHeadless ?? false,
    blockList: settings.blockList?.length ? { list: settings.blockList, watchVariable: request.blockListField } : {},
    limitRate: settings.limitRate ? { id: request.rateLimitId, throttle: settings.limitRate } : {},
    storageProvider: webStorage,
  });
  await emailjs.sendForm(settings.serviceId, templateId, formOfFields(request.fields));
}
