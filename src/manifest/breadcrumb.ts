import { encodePathname, pathInLanguage } from "./path-rules.ts";
import type { Text } from "./site-manifest.generated.ts";

/** How the steps after Home are named on a page in a language other than the default. */
export interface StepNames {
  /** A step's name in the page's language, by its path within the language ("/services"). */
  steps?: Readonly<Record<string, Text>>;
  /**
   * The language a step's own segment is written in, on a page in another: a step without a name
   * then shows its segment marked as that language (the default's), never passed off as the page's.
   */
  segmentsIn?: string;
}

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
 * Home, then one crumb per segment of the pathname, named by the segment (or, in another language, by
 * its page's name there: `names`); earlier segments link to their own prefix.
 * The pathname is already decoded text (pathOfAddress, where the address came in): a segment
 * such as "100%" is shown as it is and written back as an address only in the links. On a page of a
 * language under `prefix` ("/gu"), `pathname` is the page's path without it and the links lead to the
 * language's pages.
 */
export function buildBreadcrumb(pathname: string, prefix = "", home: Text = "Home", names: StepNames = {}): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: home, href: pathInLanguage("/", prefix) }];
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join("/")}`;
    const label =
      names.steps?.[path] ?? (names.segmentsIn ? { [names.segmentsIn]: labelOf(segment) } : labelOf(segment));
    const isLast = i === segments.length - 1;
    crumbs.push(isLast ? { label } : { label, href: pathInLanguage(encodePathname(path), prefix) });
  });
  if (segments.length === 0) delete crumbs[0].href;
  return crumbs;
}
