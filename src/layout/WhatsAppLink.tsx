import type { ClinicContact, WhatsAppSettings } from "../manifest/site-manifest.generated.ts";
import { plainText } from "../text/shown-text.ts";
import { Text } from "../text/Text.tsx";
import { whatsAppNumber } from "./clinic-contact.ts";
import { Icon } from "../icons/Icon.tsx";

/** WhatsApp's click-to-chat address: the number with India's code, and the message to start with. */
export function whatsAppHref(settings: WhatsAppSettings, contact: ClinicContact): string {
  return `https://wa.me/91${whatsAppNumber(settings, contact)}?text=${encodeURIComponent(plainText(settings.message))}`;
}

/** A link that opens a chat with the clinic in WhatsApp (the app on a phone, the web page elsewhere). */
export function WhatsAppLink({
  settings,
  contact,
  className,
  iconOnly = false,
}: {
  settings: WhatsAppSettings;
  contact: ClinicContact;
  className?: string;
  iconOnly?: boolean;
}) {
  return (
    <a
      className={className}
      href={whatsAppHref(settings, contact)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={iconOnly ? plainText(settings.label) : undefined}
    >
      <Icon id="whatsapp" />
      {!iconOnly && (
        <span>
          <Text value={settings.label} />
        </span>
      )}
    </a>
  );
}
