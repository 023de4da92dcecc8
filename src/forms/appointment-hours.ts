import type { Weekday } from "../manifest/site-manifest.generated.ts";
import { clock12 } from "../hours/hours-text.ts";
import { fillWords } from "../language/fill-words.ts";
import { plainText } from "../text/shown-text.ts";
import { weekdayOf, type CalendarDay } from "../dates/clinic-calendar.ts";
import { dayRangeText, dayText } from "../dates/date-words.ts";
import { daysAfter } from "../dates/local-moment.ts";
import type { SpecialDays } from "../hours/special-hours.ts";
import { dayName, minutesOf, weekOrder, type DayNames, type OpenSpan, type WeekHours } from "../hours/opening-hours.ts";

/**
 * How the hours are written out in one language: day names, how times, days and lists join, how a
 * date is written ("Sun 1 Nov") and what is said of a date with special hours.
 */
export interface HoursWords {
  days?: DayNames;
  /** "{from} to {to}" */
  fromTo: string;
  /** "{list} and {last}" */
  listAnd: string;
  /** "{first} to {last}" */
  dayToDay: string;
  /** "We are closed on {date}. Please choose another day." */
  closedOnDate: string;
  /** "On {date} we see patients {hours} only. Please choose a time then." */
  hoursOnDate: string;
  /** "Closed {dates}." */
  closedOnDates: string;
  /** The page's language, whose calendar words write a date. */
  languageCode: string;
}

export const englishHoursWords: HoursWords = {
  fromTo: "{from} to {to}",
  listAnd: "{list} and {last}",
  dayToDay: "{first} to {last}",
  closedOnDate: "We are closed on {date}. Please choose another day.",
  hoursOnDate: "On {date} we see patients {hours} only. Please choose a time then.",
  closedOnDates: "Closed {dates}.",
  languageCode: "en",
};

/** The open stretches of a date: its special hours when it has them, else its weekday's. */
export function spansOnDate(week: WeekHours, special: SpecialDays | undefined, date: CalendarDay): OpenSpan[] {
  return special?.[date]?.spans ?? spansOn(week, weekdayOf(date));
}

/** "Sun 1 Nov (Diwali)": a date with special hours as the form names it. */
export function specialDateText(
  special: SpecialDays,
  date: CalendarDay,
  today: CalendarDay,
  words = englishHoursWords,
) {
  const label = special[date]?.label;
  const written = dayText(date, words.languageCode, today.slice(0, 4));
  return label === undefined ? written : `${written} (${plainText(label)})`;
}

/**
 * "Closed Sun 1 Nov – Tue 3 Nov (Diwali)." for the closures from `today` to `upcomingDays` ahead,
 * neighbouring days together; nothing when there are none.
 */
export function upcomingClosures(
  special: SpecialDays,
  today: CalendarDay,
  upcomingDays: number,
  words = englishHoursWords,
): string {
  const last = daysAfter(today, upcomingDays);
  const closed = Object.entries(special)
    .filter(([date, day]) => today <= date && date <= last && day.spans.length === 0)
    .map(([date]) => date);
  const runs: { first: CalendarDay; last: CalendarDay }[] = [];
  for (const date of closed) {
    const run = runs[runs.length - 1];
    if (run && daysAfter(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  if (runs.length === 0) return "";
  const year = today.slice(0, 4);
  const dates = runs.map((run) => {
    const label = special[run.first]?.label;
    const written = dayRangeText(run.first, run.last, words.languageCode, year);
    return label === undefined ? written : `${written} (${plainText(label)})`;
  });
  return fillWords(words.closedOnDates, { dates: dates.join(", ") });
}

export function spansOn(hours: WeekHours, day: Weekday): OpenSpan[] {
  return hours[day] ?? [];
}

export function isOpenDay(hours: WeekHours, day: Weekday): boolean {
  return spansOn(hours, day).length > 0;
}

/** Whether a visit may start at `clock` (HH:MM): from the first minute of a span up to, not including, its end. */
export function isOpenWithin(spans: readonly OpenSpan[], clock: string): boolean {
  if (!/^\d{2}:\d{2}$/.test(clock)) return false;
  const minute = minutesOf(clock);
  return spans.some((span) => minutesOf(span.from) <= minute && minute < minutesOf(span.to));
}

/** "8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM" */
export function describeSpans(spans: OpenSpan[], words: HoursWords = englishHoursWords): string {
  const parts = spans.map((span) => fillWords(words.fromTo, { from: clock12(span.from), to: clock12(span.to) }));
  return parts.length > 1
    ? fillWords(words.listAnd, { list: parts.slice(0, -1).join(", "), last: parts[parts.length - 1] })
    : (parts[0] ?? "");
}

/**
 * "Monday to Saturday, 8:00 AM to 1:00 PM and 4:00 PM to 8:00 PM; Sunday, 8:30 AM to 11:00 AM":
 * neighbouring days with the same times share one entry.
 */
export function describeWeek(hours: WeekHours, words: HoursWords = englishHoursWords): string {
  const runs: { first: Weekday; last: Weekday; times: string }[] = [];
  let previous: Weekday | undefined;
  for (const day of weekOrder) {
    if (!isOpenDay(hours, day)) {
      previous = undefined;
      continue;
    }
    const times = describeSpans(spansOn(hours, day), words);
    const run = runs[runs.length - 1];
    if (run && previous && run.times === times) run.last = day;
    else runs.push({ first: day, last: day, times });
    previous = day;
  }
  return runs
    .map(
      ({ first, last, times }) =>
        `${
          first === last
            ? dayName(first, words.days)
            : fillWords(words.dayToDay, { first: dayName(first, words.days), last: dayName(last, words.days) })
        }, ${times}`,
    )
    .join("; ");
}
