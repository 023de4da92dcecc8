import { useSite, useWords } from "../../language/shown-site.tsx";
import { fillWords } from "../../language/fill-words.ts";
import type { Text as TextValue } from "../../manifest/site-manifest.generated.ts";
import { useId, type ReactNode } from "react";
import { PhoneLink } from "../../layout/PhoneLink.tsx";
import { WhatsAppLink } from "../../layout/WhatsAppLink.tsx";
import type { BlockOf } from "../block-types.ts";
import { SectionHeader } from "../SectionHeader.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { plainText } from "../../text/shown-text.ts";
import { Text } from "../../text/Text.tsx";

function Card({ icon, title, children }: { icon: ReactNode; title: TextValue; children: ReactNode }) {
  return (
    <li className="contact-card">
      <span className="contact-card__icon" aria-hidden="true">
        {icon}
      </span>
      <h3 className="contact-card__title">
        <Text value={title} />
      </h3>
      {children}
    </li>
  );
}

/** Find Us Here: phone (and WhatsApp), email and location cards from site.contact, then the embedded map. */
export function ContactDetailsBlock({ block }: { block: BlockOf<"contactDetails"> }) {
  const site = useSite();
  const words = useWords();
  const headingId = useId();
  const { contact } = site;
  return (
    <section className="section contact-details" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader id={headingId} heading={block.heading} intro={block.intro} />
        <ul className="contact-cards">
          <Card icon={<Icon id="phone" />} title={words.phone}>
            {contact.phones.map((phone) => (
              <p key={phone}>
                <PhoneLink phone={phone} />
              </p>
            ))}
            {site.whatsapp && (
              <p>
                <WhatsAppLink settings={site.whatsapp} contact={site.contact} className="contact-card__whatsapp" />
              </p>
            )}
          </Card>
          <Card icon={<Icon id="mail" />} title={words.email}>
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          </Card>
          <Card icon={<Icon id="map-pin" />} title={words.location}>
            <p>
              <Text value={contact.address} />
            </p>
          </Card>
        </ul>
        {contact.mapEmbedUrl && (
          <div className="contact-map">
            <iframe
              src={contact.mapEmbedUrl}
              title={
                block.mapTitle
                  ? plainText(block.mapTitle)
                  : plainText(fillWords(words.mapOfClinic, { name: plainText(site.name) }))
              }
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        )}
      </div>
    </section>
  );
}
