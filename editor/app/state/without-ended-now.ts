import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { clinicMomentNow } from "../../../src/dates/clinic-now.ts";
import { withoutEnded } from "../../../src/dates/ended-items.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";

/** The working copy without the holiday hours and notices that have ended by now on the clinic's clock. */
export function withoutEndedNow(current: JsonObject): JsonObject {
  const manifest = current as unknown as SiteManifest;
  return withoutEnded(manifest, clinicMomentNow(manifest.site)) as unknown as JsonObject;
}
