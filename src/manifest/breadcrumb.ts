export interface Crumb {
  label: string;
  /** Absent on the last crumb, which names the page being shown. */
  href?: string;
}

function labelOf(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Home, then one crumb per URL segment; earlier segments link to their own URL prefix. */
export function buildBreadcrumb(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  segments.forEach((segment, i) => {
    const isLast = i === segments.length - 1;
    crumbs.push(isLast ? { label: labelOf(segment) } : { label: labelOf(segment), href: `/${segments.slice(0, i + 1).join("/")}` });
  });
  if (segments.length === 0) delete crumbs[0].href;
  return crumbs;
}
