import type { AppointmentHours, OpenSpan } from "../manifest/site-manifest.generated.ts";
import type { Weekday } from "./clinic-calendar.ts";

/** The week as the clinic writes it: Monday first. */
export const weekOrder: readonly Weekday[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

export function dayName(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

export function spansOn(hours: AppointmentHours, day: Weekday): OpenSpan[] {
  return hours[day] ?? [];
}

export function isOpenDay(hours: AppointmentHours, day: Weekday): boolean {
  return spansOn(hours, day).length > 0;
}

/** Whether a visit may start at `clock` (HH:MM): from the first minute of a span up to, not including, its end. */
export function isOpenAt(hours: AppointmentHours, day: Weekday, clock: string): boolean {
  if (!/^\d{2}:\d{2}$/.test(clock)) return false;
  const minute = minutesOf(clock);
  return spansOn(hours, day).some((span) => minutesOf(span.from) <= minute && minute < minutesOf(span.to));
}

/** 16:30 as 4:30 PM, the way clinics in India write their hours. */
export function clock12(clock: string): string {
  const minute = minutesOf(clock);
  const hour24 = Math.floor(minute / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute % 60).padStart(2, "0")} ${hour24 < 12 ? "AM" : "PM"}`;
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
export function describeWeek(hours: AppointmentHours): string {
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
