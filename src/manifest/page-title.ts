import type { Site, Text } from "./site-manifest.generated.ts";
import { plainText } from "../text/shown-text.ts";

/** The browser tab's text: the clinic name and location, after the page's own title when it has one. */
export function pageTitle(site: Site, title?: Text): string {
  const clinic = `${plainText(site.name)} | ${plainText(site.location)}`;
  return title ? `${plainText(title)} | ${clinic}` : clinic;
}
