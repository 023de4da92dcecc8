import type { Weekday } from "../manifest/site-manifest.generated.ts";
import { clock12 } from "../hours/hours-text.ts";
import { dayName, minutesOf, weekOrder, type OpenSpan, type WeekHours } from "../hours/opening-hours.ts";

export function spansOn(hours: WeekHours, day: Weekday): OpenSpan[] {
  return hours[day] ?? [];
}

export function isOpenDay(hours: WeekHours, day: Weekday): boolean {
  return spansOn(hours, day).length > 0;
}

/** Whether a visit may start at `clock` (HH:MM): from the first minute of a span up to, not including, its end. */
export function isOpenAt(hours: WeekHours, day: Weekday, clock: string): boolean {
  if (!/^\d{2}:\d{2}$/.test(clock)) return false;
  const minute = minutesOf(clock);
  return spansOn(hours, day).some((span) => minutesOf(span.from) <= minute && minute < minutesOf(span.to));
}

/** "8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM" */
export function describeSpans(spans: OpenSpan[]): string {
  const parts = spans.map((span) => `${clock12(span.from)} to ${clock12(span.to)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : (parts[0] ?? "");
}

/**
 * "Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM; Sunday, 8:30 AM to 11:00 AM":
 * neighbouring days with the same times share one entry.
 */
export function describeWeek(hours: WeekHours): string {
  const runs: { first: Weekday; last: Weekday; times: string }[] = [];
  let previous: Weekday | undefined;
  for (const day of weekOrder) {
    if (!isOpenDay(hours, day)) {
      previous = undefined;
      continue;
    }
    const times = describeSpans(spansOn(hours, day));
    const run = runs[runs.length - 1];
    if (run && previous && run.times === times) run.last = day;
    else runs.push({ first: day, last: day, times });
    previous = day;
  }
  return runs
    .map(
      ({ first, last, times }) =>
        `${first === last ? dayName(first) : `${dayName(first)} to ${dayName(last)}`}, ${times}`,
    )
    .join("; ");
}
