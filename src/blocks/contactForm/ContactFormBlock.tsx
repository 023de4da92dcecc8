import { useShownLanguage, useSite } from "../../language/shown-site.tsx";
import { isMultilingual } from "../../language/site-languages.ts";
import { ContactForm } from "../../forms/ContactForm.tsx";
import type { BlockOf } from "../block-types.ts";

/**
 * The contact form, sending with site.emailjs (and the page's language, on a site of several). Loaded
 * only on pages that have it.
 */
export function ContactFormBlock({ block }: { block: BlockOf<"contactForm"> }) {
  const site = useSite();
  const { code } = useShownLanguage();
  return <ContactForm block={block} settings={site.emailjs} language={isMultilingual(site) ? code : undefined} />;
}
