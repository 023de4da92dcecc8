import type { OpeningHours, SpecialHours, Text } from "../manifest/site-manifest.generated.ts";
import { weekdayOf, type CalendarDay } from "../dates/clinic-calendar.ts";
import { daysAfter } from "../dates/local-moment.ts";
import { merged, weekHoursOf, type OpenSpan, type WeekHours } from "./opening-hours.ts";

/*
 * Holidays and special hours (an entry's `exceptions`): on their dates they replace the week's hours
 * of their entry. This is the one reading of them: which days they cover, when they show, and the
 * open stretches of a date once they apply.
 */

/** How many days ahead the timings show special hours when a block does not say. */
export const defaultUpcomingDays = 30;

// One special stretch of dates covers a year at most: a longer one is a mistake the validator names.
const longestSpecialDays = 366;

export const lastDateOf = (special: SpecialHours): CalendarDay => special.lastDate ?? special.firstDate;

export const coversDay = (special: SpecialHours, day: CalendarDay): boolean =>
  special.firstDate <= day && day <= lastDateOf(special);

/** Whether the special hours are over by `today`: their last day is before it. */
export const hasEnded = (special: SpecialHours, today: CalendarDay): boolean => lastDateOf(special) < today;

/** The first day from which a list that looks `upcomingDays` ahead shows them. */
export const firstDayShown = (special: SpecialHours, upcomingDays: number): CalendarDay =>
  daysAfter(special.firstDate, -upcomingDays);

/** The special hours of an entry a visitor sees on `today`: on now or starting within `upcomingDays`, in date order. */
export function specialHoursShown(
  entry: OpeningHours,
  today: CalendarDay,
  upcomingDays = defaultUpcomingDays,
): SpecialHours[] {
  return (entry.exceptions ?? [])
    .filter((special) => !hasEnded(special, today) && firstDayShown(special, upcomingDays) <= today)
    .sort((a, b) => (a.firstDate < b.firstDate ? -1 : a.firstDate > b.firstDate ? 1 : 0));
}

/** The open stretches of special hours; none when they are a note (Closed). */
export function specialSpans(special: SpecialHours): OpenSpan[] {
  return merged((special.times ?? []).map((time) => ({ from: time.opens, to: time.closes })));
}

/** The days the special hours cover, a year at most; none once they have ended by `today`. */
function daysCovered(special: SpecialHours, today: CalendarDay | undefined): CalendarDay[] {
  if (today !== undefined && hasEnded(special, today)) return [];
  const days: CalendarDay[] = [];
  for (let day = special.firstDate; day <= lastDateOf(special) && days.length < longestSpecialDays;) {
    days.push(day);
    day = daysAfter(day, 1);
  }
  return days;
}

/** A date whose hours are not the week's: its open stretches (none: closed) and what the day is (Diwali). */
export interface SpecialDay {
  spans: OpenSpan[];
  label?: Text;
}

export type SpecialDays = Record<CalendarDay, SpecialDay>;

/**
 * The dates on which any of `entries` keeps special hours (those not ended by `today`, when given),
 * each with when any of them is open then: an entry with special hours that day counts with those,
 * the others with their week.
 */
export function specialDaysOf(entries: readonly OpeningHours[], today?: CalendarDay): SpecialDays {
  const weeks: WeekHours[] = entries.map((entry) => weekHoursOf([entry]));
  const dates = new Set(entries.flatMap((entry) => (entry.exceptions ?? []).flatMap((s) => daysCovered(s, today))));
  const days: SpecialDays = {};
  for (const date of [...dates].sort()) {
    const specials = entries.map((entry) => entry.exceptions?.find((s) => coversDay(s, date)));
    const spans = specials.flatMap((special, index) =>
      special ? specialSpans(special) : (weeks[index][weekdayOf(date)] ?? []),
    );
    const label = specials.find((special) => special?.label)?.label;
    days[date] = { spans: merged(spans), ...(label === undefined ? {} : { label }) };
  }
  return days;
}
