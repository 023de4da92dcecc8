import type { CalendarDay } from "./clinic-calendar.ts";

/*
 * A day as the site writes it in a page's language: "Sat 1 Nov" in English, the weekday and month in
 * Gujarati or Hindi words, the year only when it is not the year of the moment the page is drawn as
 * of. The calendar's own names come from the browser's and Node's Intl, digits Latin, as the site
 * writes its hours.
 */

// English as India and Britain write dates, day before month; other languages as their own.
const localeOf = (languageCode: string) => (languageCode === "en" ? "en-GB" : `${languageCode}-u-nu-latn`);

const formats = new Map<string, Intl.DateTimeFormat>();

function format(languageCode: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${languageCode} ${withYear}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(languageCode), {
      weekday: "short",
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    formats.set(key, found);
  }
  return found;
}

/** "Sat 1 Nov", or "Thu 14 Jan 2027" when `thisYear` is another. */
export function dayText(day: CalendarDay, languageCode: string, thisYear: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return format(languageCode, String(year) !== thisYear)
    .format(new Date(Date.UTC(year, month - 1, date)))
    .replace(/,/g, "");
}

/** "Sat 1 Nov – Mon 3 Nov", or one day. */
export function dayRangeText(first: CalendarDay, last: CalendarDay, languageCode: string, thisYear: string): string {
  const from = dayText(first, languageCode, thisYear);
  return last === first ? from : `${from} – ${dayText(last, languageCode, thisYear)}`;
}
