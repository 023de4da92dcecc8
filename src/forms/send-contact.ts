import type { EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import { contactFields, type ContactValues } from "./contact-rules.ts";
import { sendEmail } from "./send-email.ts";

/** Exactly the five contact fields, in the form's order, and the visitor's language when one is given. */
export function contactEmailFields(values: ContactValues, language?: string): Record<string, string> {
  return {
    ...Object.fromEntries(contactFields.map((field) => [field, values[field]])),
    ...(language ? { language } : {}),
  };
}

/** Sends the contact fields with site.emailjs's own template; rejects on any failure (see sendEmail). */
export function sendContact(
  values: ContactValues,
  settings: EmailJsSettings | undefined,
  language?: string,
): Promise<void> {
  return sendEmail(
    {
      fields: contactEmailFields(values, language),
      templateId: settings?.templateId,
      blockListField: "email",
      rateLimitId: "contact-form",
    },
    settings,
  );
}
