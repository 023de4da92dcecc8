import { useShownLanguage, useSite, useWords } from "../../language/shown-site.tsx";
import { isMultilingual } from "../../language/site-languages.ts";
import { useId } from "react";
import { AppointmentForm } from "../../forms/AppointmentForm.tsx";
import { clinicTimeZone } from "../../dates/clinic-now.ts";
import { appointmentCalendar } from "../../forms/appointment-calendar.ts";
import { BlockHeading } from "../render-context/heading-level.tsx";
import { ContactList } from "../../layout/ContactList.tsx";
import type { BlockOf } from "../block-types.ts";
import { RichText } from "../../text/RichText.tsx";
import { Text } from "../../text/Text.tsx";

/**
 * The appointment request form beside the clinic's contact details. It loads only on pages that
 * use it, with the date picker.
 */
export function AppointmentFormBlock({ block }: { block: BlockOf<"appointmentForm"> }) {
  const site = useSite();
  const words = useWords();
  const { code } = useShownLanguage();
  const headingId = `${useId()}-heading`;
  const contactId = `${useId()}-contact`;
  const { hours, special } = appointmentCalendar(site, block);

  return (
    <section className="section appointment" aria-labelledby={headingId}>
      <div className="container appointment__grid">
        <div className="form-card appointment__form">
          <BlockHeading id={headingId} className="section__title">
            <Text value={block.heading} />
          </BlockHeading>
          {block.intro && (
            <p className="section__intro">
              <RichText text={block.intro} />
            </p>
          )}
          <AppointmentForm
            block={block}
            headingId={headingId}
            settings={site.emailjs}
            requests={site.requests}
            timeZone={clinicTimeZone(site)}
            clinicPhone={site.contact.phones[0]}
            clinicEmail={site.contact.email}
            hours={hours}
            special={special}
            language={isMultilingual(site) ? code : undefined}
          />
        </div>
        <section className="appointment__contact" aria-labelledby={contactId}>
          <h3 id={contactId} className="appointment__contact-title">
            <Text value={words.contactInformation} />
          </h3>
          <ContactList contact={site.contact} whatsapp={site.whatsapp} />
        </section>
      </div>
    </section>
  );
}
