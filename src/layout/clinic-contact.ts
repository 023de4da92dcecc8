import type { ClinicContact, Text, WhatsAppSettings } from "../manifest/site-manifest.generated.ts";
import { spokenPhone } from "./phone-number.ts";

/*
 * The clinic's phone numbers, email and address are written once, in site.contact: a contact line or
 * a WhatsApp link that leaves out its own words or number shows the clinic's. No React here: the
 * validator reads this module too, before a build decides which React it runs.
 */

/** The icons of contact lines the clinic's own details can fill. */
export const clinicLineIcons = ["phone", "email", "location"] as const;

/** The clinic's own words for a contact line with this icon: its first phone, its email, its address. */
export function clinicContactLine(icon: string, contact: ClinicContact): Text | undefined {
  if (icon === "phone") return contact.phones[0] === undefined ? undefined : spokenPhone(contact.phones[0]);
  if (icon === "email") return contact.email;
  if (icon === "location") return contact.address;
  return undefined;
}

/** The number a WhatsApp link opens a chat with: its own, or the clinic's first phone number. */
export function whatsAppNumber(settings: WhatsAppSettings, contact: ClinicContact): string {
  return settings.number ?? contact.phones[0];
}
