import { site } from "virtual:site";
import type { WhatsAppSettings } from "../manifest/site-manifest.generated.ts";
import { whatsAppNumber } from "./clinic-contact.ts";
import { Icon } from "../icons/Icon.tsx";

/** WhatsApp's click-to-chat address: the number with India's code, and the message to start with. */
export function whatsAppHref(settings: WhatsAppSettings): string {
  return `https://wa.me/91${whatsAppNumber(settings, site.contact)}?text=${encodeURIComponent(settings.message)}`;
}

/** A link that opens a chat with the clinic in WhatsApp (the app on a phone, the web page elsewhere). */
export function WhatsAppLink({
  settings,
  className,
  iconOnly = false,
}: {
  settings: WhatsAppSettings;
  className?: string;
  iconOnly?: boolean;
}) {
  return (
    <a
      className={className}
      href={whatsAppHref(settings)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={iconOnly ? settings.label : undefined}
    >
      <Icon id="whatsapp" />
      {!iconOnly && <span>{settings.label}</span>}
    </a>
  );
}
