import type { Site } from "../manifest/site-manifest.generated.ts";
import { defaultClinicTimeZone } from "./clinic-calendar.ts";
import { momentAt, type LocalMoment } from "./local-moment.ts";

/** The time zone the clinic keeps its days and hours in: site.json's, else India's. */
export const clinicTimeZone = (site: Pick<Site, "timeZone">): string => site.timeZone ?? defaultClinicTimeZone;

/** The moment it is `now` on the clinic's clock, whatever the clock and zone of the machine reading it. */
export const clinicMomentNow = (site: Pick<Site, "timeZone">, now = new Date()): LocalMoment =>
  momentAt(now, clinicTimeZone(site));
