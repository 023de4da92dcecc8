import { readFileSync } from "node:fs";
import { currentSite } from "../../scripts/manifest/read-manifest.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";

/**
 * The clinic's own site.json (or the site SITE_DIR names), whatever it holds today. Checks of it
 * assert only what must hold for every valid site: staff change it every week.
 */
export const clinicSite = currentSite;

export const clinicManifest = (): SiteManifest =>
  JSON.parse(readFileSync(clinicSite.manifestFile, "utf8")) as SiteManifest;
