import { useSite } from "../language/shown-site.tsx";
import { ContactForm } from "../forms/ContactForm.tsx";
import type { BlockOf } from "./block-types.ts";

/** The contact form, sending with site.emailjs. Loaded only on pages that have it. */
export function ContactFormBlock({ block }: { block: BlockOf<"contactForm"> }) {
  const site = useSite();
  return <ContactForm block={block} settings={site.emailjs} />;
}
