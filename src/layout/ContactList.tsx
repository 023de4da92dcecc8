import { FiMail, FiMapPin, FiPhone } from "react-icons/fi";
import type { ClinicContact, WhatsAppSettings } from "../manifest/site-manifest.generated.ts";
import { PhoneLink } from "./PhoneLink.tsx";
import { WhatsAppLink } from "./WhatsAppLink.tsx";

/** Phone numbers, WhatsApp when set, email and address; each can be tapped to call, chat or write. */
export function ContactList({ contact, whatsapp }: { contact: ClinicContact; whatsapp?: WhatsAppSettings }) {
  return (
    <ul className="contact-list">
      {contact.phones.map((phone) => (
        <li key={phone}>
          <FiPhone aria-hidden="true" />
          <PhoneLink phone={phone} />
        </li>
      ))}
      {whatsapp && (
        <li className="contact-list__whatsapp">
          <WhatsAppLink settings={whatsapp} />
        </li>
      )}
      <li>
        <FiMail aria-hidden="true" />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
      <li>
        <FiMapPin aria-hidden="true" />
        <span>{contact.address}</span>
      </li>
    </ul>
  );
}
