import type { Site } from "../manifest/site-manifest.generated.ts";
import { clinicTimeZone } from "./clinic-now.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the clinic's staff read it, on the clinic's clock whatever zone the server or the browser is set
 * to: "14 Jan 2027, 09:00". History and the titles of restores write their times so.
 */
export function clinicTimeInWords(moment: Date | string, site: Pick<Site, "timeZone">): string {
  const zone = clinicTimeZone(site);
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  return format.format(new Date(moment));
}
