import type { EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import { appointmentFields, type AppointmentValues } from "./appointment-rules.ts";
import { writtenDay } from "../dates/clinic-calendar.ts";
import { sendEmail } from "./send-email.ts";

/**
 * Exactly the form's seven fields, in its order, with the date written dd/MM/yyyy as the form shows
 * it, and the visitor's language when one is given.
 */
export function appointmentEmailFields(values: AppointmentValues, language?: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      appointmentFields.map((field) => [
        field,
        field === "date" && values.date ? writtenDay(values.date) : values[field],
      ]),
    ),
    ...(language ? { language } : {}),
  };
}

/** Sends a request to the block's own EmailJS template; rejects on any failure (see sendEmail). */
export function sendAppointment(
  values: AppointmentValues,
  templateId: string | undefined,
  settings: EmailJsSettings | undefined,
  language?: string,
): Promise<void> {
  return sendEmail(
    {
      fields: appointmentEmailFields(values, language),
      templateId,
      blockListField: "phone",
      rateLimitId: "appointment-form",
    },
    settings,
  );
}
