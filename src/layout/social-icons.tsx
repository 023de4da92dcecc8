import { fillWords } from "../language/fill-words.ts";
import { useWords } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";
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
  const { onSocialNetwork } = useWords();
  return (
    <ul className="social-links">
      {links.map((link) => {
        const { icon, name } = networks[link.network];
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-label={plainText(fillWords(onSocialNetwork, { owner, network: name }))}
              rel="noopener noreferrer"
              target="_blank"
            >
              <Icon id={icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
