import type { ClinicContact, WhatsAppSettings } from "../manifest/site-manifest.generated.ts";
import { PhoneLink } from "./PhoneLink.tsx";
import { WhatsAppLink } from "./WhatsAppLink.tsx";
import { Icon } from "../icons/Icon.tsx";
import { Text } from "../text/Text.tsx";

/** Phone numbers, WhatsApp when set, email and address; each can be tapped to call, chat or write. */
export function ContactList({ contact, whatsapp }: { contact: ClinicContact; whatsapp?: WhatsAppSettings }) {
  return (
    <ul className="contact-list">
      {contact.phones.map((phone) => (
        <li key={phone}>
          <Icon id="phone" />
          <PhoneLink phone={phone} />
        </li>
      ))}
      {whatsapp && (
        <li className="contact-list__whatsapp">
          <WhatsAppLink settings={whatsapp} contact={contact} />
        </li>
      )}
      <li>
        <Icon id="mail" />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
      <li>
        <Icon id="map-pin" />
        <span>
          <Text value={contact.address} />
        </span>
      </li>
    </ul>
  );
}
