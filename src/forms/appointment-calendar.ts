import type { AppointmentFormBlock, Site } from "../manifest/site-manifest.generated.ts";
import { hoursNamed, weekHoursOf, type WeekHours } from "../hours/opening-hours.ts";
import { specialDaysOf, type SpecialDays } from "../hours/special-hours.ts";

/**
 * The days and times an appointment form offers: the opening hours its block names (none = any), and
 * the dates whose hours are not the week's. The form and the clinic's server judge a request by these.
 */
export function appointmentCalendar(
  site: Pick<Site, "openingHours">,
  block: Pick<AppointmentFormBlock, "hours">,
): { hours?: WeekHours; special?: SpecialDays } {
  const entries = block.hours?.flatMap((name) => hoursNamed(site.openingHours, name) ?? []);
  return entries ? { hours: weekHoursOf(entries), special: specialDaysOf(entries) } : {};
}
