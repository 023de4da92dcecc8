import { spokenPhone, telHref } from "./phone-number.ts";

/** A phone number from site.json that calls it when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{spokenPhone(phone)}</a>;
}
