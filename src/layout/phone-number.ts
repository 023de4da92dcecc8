/** A 10-digit Indian number as people read it: +91 98765 43210. */
export function spokenPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

export function telHref(phone: string): string {
  return `tel:+91${phone}`;
}
