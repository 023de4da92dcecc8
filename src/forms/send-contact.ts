import type { EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import { contactFields, type ContactValues } from "./contact-rules.ts";
import { sendEmail } from "./send-email.ts";

export const sentMessage = "Email sent successfully!";
export const failedMessage = "Error sending email. Please try again.";

/** Exactly the five contact fields, in the form's order. */
export function contactEmailFields(values: ContactValues): Record<string, string> {
  return Object.fromEntries(contactFields.map((field) => [field, values[field]]));
}

/** Sends the contact fields with site.emailjs's own template; rejects on any failure (see sendEmail). */
export function sendContact(values: ContactValues, settings: EmailJsSettings | undefined): Promise<void> {
  return sendEmail(
    {
      fields: contactEmailFields(values),
      templateId: settings?.templateId,
      blockListField: "email",
      rateLimitId: "contact-form",
    },
    settings,
  );
}
