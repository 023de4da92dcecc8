import { encodePathname, pathInLanguage } from "./path-rules.ts";
import type { Text } from "./site-manifest.generated.ts";

export interface Crumb {
  label: Text;
  /** Absent on the last crumb, which names the page being shown. */
  href?: string;
}

function labelOf(segment: string): string {
  const words = segment.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Home, then one crumb per segment of the pathname; earlier segments link to their own prefix.
 * The pathname is already decoded text (pathOfAddress, where the address came in): a segment
 * such as "100%" is shown as it is and written back as an address only in the links. On a page of a
 * language under `prefix` ("/gu"), `pathname` is the page's path without it and the links lead to the
 * language's pages.
 */
export function buildBreadcrumb(pathname: string, prefix = "", home: Text = "Home"): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: home, href: pathInLanguage("/", prefix) }];
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1;
    crumbs.push(
      isLast
        ? { label: labelOf(segment) }
        : {
            label: labelOf(segment),
            href: pathInLanguage(encodePathname(`/${segments.slice(0, i + 1).join("/")}`), prefix),
          },
    );
  });
  if (segments.length === 0) delete crumbs[0].href;
  return crumbs;
}
