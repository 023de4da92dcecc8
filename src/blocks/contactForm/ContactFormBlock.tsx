import { useShownLanguage, useSite } from "../../language/shown-site.tsx";
import { isMultilingual } from "../../language/site-languages.ts";
import { ContactForm } from "../../forms/ContactForm.tsx";
import type { BlockOf } from "../block-types.ts";

/**
 * The contact form, sending where site.requests says (the clinic's server, or site.emailjs with the
 * page's language on a site of several). Loaded only on pages that have it.
 */
export function ContactFormBlock({ block }: { block: BlockOf<"contactForm"> }) {
  const site = useSite();
  const { code } = useShownLanguage();
  return (
    <ContactForm
      block={block}
      settings={site.emailjs}
      requests={site.requests}
      clinicPhone={site.contact.phones[0]}
      clinicEmail={site.contact.email}
      language={isMultilingual(site) ? code : undefined}
    />
  );
}
