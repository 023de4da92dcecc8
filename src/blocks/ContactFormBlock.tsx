import { site } from "virtual:site";
import { ContactForm } from "../forms/ContactForm.tsx";
import type { BlockOf } from "./block-types.ts";

/** The contact form, sending with site.emailjs. Loaded only on pages that have it. */
export function ContactFormBlock({ block }: { block: BlockOf<"contactForm"> }) {
  return <ContactForm block={block} settings={site.emailjs} />;
}
