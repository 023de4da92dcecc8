import { Icon } from "../icons/Icon.tsx";
import type { IconId } from "../icons/icon-set.ts";
import type { SocialLink } from "../manifest/site-manifest.generated.ts";

const networks: Record<SocialLink["network"], { icon: IconId; name: string }> = {
  facebook: { icon: "facebook", name: "Facebook" },
  instagram: { icon: "instagram", name: "Instagram" },
  youtube: { icon: "youtube", name: "YouTube" },
  x: { icon: "x", name: "X" },
  linkedin: { icon: "linkedin", name: "LinkedIn" },
  whatsapp: { icon: "whatsapp", name: "WhatsApp" },
  pinterest: { icon: "pinterest", name: "Pinterest" },
};

export function SocialLinks({ links, owner }: { links: SocialLink[]; owner: string }) {
  return (
    <ul className="social-links">
      {links.map((link) => {
        const { icon, name } = networks[link.network];
        return (
          <li key={link.href}>
            <a href={link.href} aria-label={`${owner} on ${name}`} rel="noopener noreferrer" target="_blank">
              <Icon id={icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
