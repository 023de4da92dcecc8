import type { Site } from "./site-manifest.generated.ts";

/** The browser tab's text: the clinic name and location, after the page's own title when it has one. */
export function pageTitle(site: Site, title?: string): string {
  const clinic = `${site.name} | ${site.location}`;
  return title ? `${title} | ${clinic}` : clinic;
}

export const notFoundTitle = "Page not found";
