import type { OpeningHours, OpeningTime, Weekday } from "../manifest/site-manifest.generated.ts";
import { plainText } from "../text/shown-text.ts";

/*
 * The clinic's opening hours are written once, in site.openingHours, and blocks name the entries they
 * show or check against. This is the one reading of them: which days a row covers, and the open
 * stretches of each weekday.
 */

/** One stretch of opening time on a day, 24-hour clock, `to` excluded. */
export interface OpenSpan {
  from: string;
  to: string;
}

/** The open stretches of each weekday, in time order and never overlapping; a day left out is closed. */
export type WeekHours = Partial<Record<Weekday, OpenSpan[]>>;

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

/** Each weekday's name in one language. */
export type DayNames = Record<Weekday, string>;

/** A weekday's name: in English ("Monday", as schema.org also writes it) unless `names` are given. */
export function dayName(day: Weekday, names?: DayNames): string {
  return names ? names[day] : day.charAt(0).toUpperCase() + day.slice(1);
}

export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/**
 * The entry of that name; names are matched as written, like page addresses. In a page's language
 * a block's reference reads as the name shown there, which an entry not translated yet holds as
 * `{"en": "Physiotherapy"}`: its words are what the reference names.
 */
export function hoursNamed(all: readonly OpeningHours[] | undefined, name: string): OpeningHours | undefined {
  return all?.find((entry) => plainText(entry.name) === name);
}

/** The days a row covers: its first day, through its last day when it has one (Monday to Saturday). */
export function daysOf(time: OpeningTime): Weekday[] {
  const first = weekOrder.indexOf(time.firstDay);
  const last = time.lastDay === undefined ? first : weekOrder.indexOf(time.lastDay);
  return weekOrder.slice(first, Math.max(first, last) + 1);
}

export function merged(spans: OpenSpan[]): OpenSpan[] {
  const sorted = [...spans].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  const out: OpenSpan[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && minutesOf(span.from) <= minutesOf(last.to)) {
      if (minutesOf(span.to) > minutesOf(last.to)) last.to = span.to;
    } else out.push({ ...span });
  }
  return out;
}

/**
 * When any of `entries` is open, day by day: rows with times count, rows with only a note (Closed,
 * By appointment) do not, and stretches that touch or overlap become one.
 */
export function weekHoursOf(entries: readonly OpeningHours[]): WeekHours {
  const week: WeekHours = {};
  for (const day of weekOrder) {
    const spans = entries.flatMap((entry) =>
      entry.times.flatMap((time) =>
        time.opens !== undefined && time.closes !== undefined && daysOf(time).includes(day)
          ? [{ from: time.opens, to: time.closes }]
          : [],
      ),
    );
    if (spans.length > 0) week[day] = merged(spans);
  }
  return week;
}

/** The hours of the named entries, the names no entry has left out (the validator reports those). */
export function weekHoursNamed(all: readonly OpeningHours[] | undefined, names: readonly string[]): WeekHours {
  return weekHoursOf(names.flatMap((name) => hoursNamed(all, name) ?? []));
}
