import type { Weekday } from "../manifest/site-manifest.generated.ts";
import { clock12 } from "../hours/hours-text.ts";
import { fillWords } from "../language/fill-words.ts";
import { dayName, minutesOf, weekOrder, type DayNames, type OpenSpan, type WeekHours } from "../hours/opening-hours.ts";

/** How the hours are written out in one language: day names and how times, days and lists join. */
export interface HoursWords {
  days?: DayNames;
  /** "{from} to {to}" */
  fromTo: string;
  /** "{list} and {last}" */
  listAnd: string;
  /** "{first} to {last}" */
  dayToDay: string;
}

const englishHoursWords: HoursWords = {
  fromTo: "{from} to {to}",
  listAnd: "{list} and {last}",
  dayToDay: "{first} to {last}",
};

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
