import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import type { LiveSite } from "../live/live-site.ts";

/**
 * The site.json of the build visitors get now, read again only when a publish switches the live
 * build: a burst of requests does not parse the site once each.
 */
export function liveManifestOf(live: LiveSite): () => SiteManifest | undefined {
  let seen: { build: string; manifest: SiteManifest | undefined } | undefined;
  return () => {
    const build = live.current();
    if (!build) return undefined;
    if (seen?.build !== build) seen = { build, manifest: live.liveManifest() as SiteManifest | undefined };
    return seen.manifest;
  };
}
