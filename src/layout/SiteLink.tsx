import type { AnchorHTMLAttributes } from "react";
import { linkKind } from "../manifest/link-kind.ts";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Pages of the site are ordinary links: each page is prerendered whole, and the browser loads it
 * (speculation rules have often loaded it already). Outside addresses open in a new tab; mailto:,
 * tel: and # are plain links. A link the rules refuse (the validator stops the build for it) is
 * shown as text, never as a link that could lead off the site.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const verdict = linkKind(href);
  if (!("kind" in verdict)) return <span className={rest.className}>{children}</span>;
  const external = verdict.kind === "outside" ? { rel: "noopener noreferrer", target: "_blank" } : {};
  return (
    <a href={href} {...external} {...rest}>
      {children}
    </a>
  );
}
