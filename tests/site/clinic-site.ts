import { readFileSync } from "node:fs";
import { currentSite } from "../../scripts/manifest/read-manifest.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { defaultText } from "../../src/language/in-language.ts";
import { defaultLanguage } from "../../src/language/site-languages.ts";
import type { AnyText } from "../../src/language/translatable-texts.ts";

/**
 * The clinic's own site.json (or the site SITE_DIR names), whatever it holds today. Checks of it
 * assert only what must hold for every valid site: staff change it every week.
 */
export const clinicSite = currentSite;

export const clinicManifest = (): SiteManifest =>
  JSON.parse(readFileSync(clinicSite.manifestFile, "utf8")) as SiteManifest;

/** A text's words in the site's default language, whatever languages the site has. */
export function defaultWords(manifest: SiteManifest, text: AnyText): string {
  return defaultText(text, defaultLanguage(manifest.site).code);
}
