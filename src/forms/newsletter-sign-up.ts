import type { RequestSettings } from "../manifest/site-manifest.generated.ts";
import { servedByClinicServerVariable } from "./request-contract.ts";
import { receiverOf } from "./send-request.ts";

/**
 * Whether the footer's newsletter box sends to the clinic's server: where site.json sends requests
 * there, and only in the builds that server makes of the site it serves (editor/server/live/live-site.ts
 * sets VITE_SERVED_BY_CLINIC_SERVER). The box is a plain form, with no script to find out at run time as
 * the request forms do; any other build (npm start, a static host) keeps it posting nowhere, as before.
 */
export function newsletterKept(requests: RequestSettings | undefined): boolean {
  return import.meta.env[servedByClinicServerVariable] === "1" && !!requests && receiverOf(requests) === "clinicServer";
}
