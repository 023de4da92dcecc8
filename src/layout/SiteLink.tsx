import type { AnchorHTMLAttributes } from "react";
import { Link } from "wouter";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal paths navigate inside the app; outside addresses open in a new tab; mailto:, tel: and # are plain links. */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (href.startsWith("/") && !href.startsWith("//"))
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  const external = href.startsWith("https://") ? { rel: "noopener noreferrer", target: "_blank" } : {};
  return (
    <a href={href} {...external} {...rest}>
      {children}
    </a>
  );
}
