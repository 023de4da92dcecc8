/**
 * Calendar days as the clinic counts them. A day is written yyyy-mm-dd, so two days compare as
 * text in date order, and it carries no time zone: "the 18th" is the 18th wherever it is read.
 */
export type CalendarDay = string;

/** Where the clinic is when site.json names no time zone (the sample clinic is in India). */
export const defaultClinicTimeZone = "Asia/Kolkata";

export const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof weekdays)[number];

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The day and the time (HH:MM) on the clinic's clock in `timeZone`, whatever the visitor's own clock and zone. */
export function clinicClock(now: Date, timeZone: string): { today: CalendarDay; now: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { today: `${part("year")}-${part("month")}-${part("day")}`, now: `${part("hour")}:${part("minute")}` };
}

/** The day a date picker shows for `date` (it works in the visitor's local time). */
export function dayOfLocalDate(date: Date): CalendarDay {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Local midnight of `day`, the value a date picker takes. */
export function localDateOfDay(day: CalendarDay): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date);
}

/** dd/MM/yyyy, as the form shows and sends dates. */
export function writtenDay(day: CalendarDay): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

export function weekdayOf(day: CalendarDay): Weekday {
  const [year, month, date] = day.split("-").map(Number);
  return weekdays[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
}
