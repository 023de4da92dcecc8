import { clinicClock, type CalendarDay } from "./clinic-calendar.ts";

/*
 * A moment on the clinic's clock, written yyyy-mm-ddThh:mm as site.json writes a notice's start,
 * with no time zone: it is the clinic's (site.timeZone). Two moments compare as text in time order,
 * and a day's start is its moment at 00:00, so a day and a moment compare too.
 */
export type LocalMoment = string;

const momentPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a day of the calendar (2026-02-30 is not), written yyyy-mm-dd. */
export function isCalendarDay(day: string): boolean {
  const match = dayPattern.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number);
  const real = new Date(Date.UTC(year, month - 1, date));
  return real.getUTCFullYear() === year && real.getUTCMonth() === month - 1 && real.getUTCDate() === date;
}

/** Whether `moment` is a real day and time, written yyyy-mm-ddThh:mm. */
export function isLocalMoment(moment: string): boolean {
  const match = momentPattern.exec(moment);
  return match !== null && isCalendarDay(moment.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60;
}

/** A moment as staff read it: "2026-11-01 at 09:00". */
export function momentInWords(moment: LocalMoment): string {
  return moment.replace("T", " at ");
}

/** The moment it is now on the clinic's clock in `timeZone`. */
export function momentAt(instant: Date, timeZone: string): LocalMoment {
  const { today, now } = clinicClock(instant, timeZone);
  return `${today}T${now}`;
}

export const dayOfMoment = (moment: LocalMoment): CalendarDay => moment.slice(0, 10);

/** The moment a day starts. */
export const startOfDay = (day: CalendarDay): LocalMoment => `${day}T00:00`;

/** The day `count` days after `day` (before it when negative). */
export function daysAfter(day: CalendarDay, count: number): CalendarDay {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/**
 * The instant a clinic moment happens, wherever the server is: the zone's offset is read for that
 * very moment (twice, so a moment just after a change of clocks is read with the offset it has then).
 */
export function instantOfMoment(moment: LocalMoment, timeZone: string): Date {
  const [year, month, date, hour, minute] = (momentPattern.exec(moment) ?? []).slice(1).map(Number);
  const asIfUtc = Date.UTC(year, month - 1, date, hour, minute);
  let instant = asIfUtc;
  for (let round = 0; round < 2; round++) {
    const shown = momentAt(new Date(instant), timeZone);
    const [y, mo, d, h, mi] = (momentPattern.exec(shown) ?? []).slice(1).map(Number);
    instant -= Date.UTC(y, mo - 1, d, h, mi) - asIfUtc;
  }
  return new Date(instant);
}
