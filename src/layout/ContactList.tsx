import { FiMail, FiMapPin, FiPhone } from "react-icons/fi";
import type { ClinicContact } from "../manifest/site-manifest.generated.ts";
import { PhoneLink } from "./PhoneLink.tsx";

/** Phone numbers, email and address; each phone and the email can be tapped to call or write. */
export function ContactList({ contact }: { contact: ClinicContact }) {
  return (
    <ul className="contact-list">
      {contact.phones.map((phone) => (
        <li key={phone}>
          <FiPhone aria-hidden="true" />
          <PhoneLink phone={phone} />
        </li>
      ))}
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
