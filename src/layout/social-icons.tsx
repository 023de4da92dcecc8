import type { IconType } from "react-icons";
import {
  FaFacebookF,
  FaInstagram,
  FaLinkedinIn,
  FaPinterestP,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import type { SocialLink } from "../manifest/site-manifest.generated.ts";

const networks: Record<SocialLink["network"], { icon: IconType; name: string }> = {
  facebook: { icon: FaFacebookF, name: "Facebook" },
  instagram: { icon: FaInstagram, name: "Instagram" },
  youtube: { icon: FaYoutube, name: "YouTube" },
  x: { icon: FaXTwitter, name: "X" },
  linkedin: { icon: FaLinkedinIn, name: "LinkedIn" },
  whatsapp: { icon: FaWhatsapp, name: "WhatsApp" },
  pinterest: { icon: FaPinterestP, name: "Pinterest" },
};

export function SocialLinks({ links, owner }: { links: SocialLink[]; owner: string }) {
  return (
    <ul className="social-links">
      {links.map((link) => {
        const { icon: Icon, name } = networks[link.network];
        return (
          <li key={link.href}>
            <a href={link.href} aria-label={`${owner} on ${name}`} rel="noopener noreferrer" target="_blank">
              <Icon aria-hidden="true" focusable="false" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
