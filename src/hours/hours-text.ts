import type { OpeningTime, Text } from "../manifest/site-manifest.generated.ts";
import { dayName, minutesOf, type DayNames } from "./opening-hours.ts";

/** 16:30 as 4:30 PM, the way clinics in India write their hours. */
export function clock12(clock: string): string {
  const minute = minutesOf(clock);
  const hour24 = Math.floor(minute / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute % 60).padStart(2, "0")} ${hour24 < 12 ? "AM" : "PM"}`;
}

/** "Monday - Saturday", or "Sunday" for one day; in English unless day `names` are given. */
export function dayRangeText(time: OpeningTime, names?: DayNames): string {
  const first = dayName(time.firstDay, names);
  return time.lastDay === undefined || time.lastDay === time.firstDay
    ? first
    : `${first} - ${dayName(time.lastDay, names)}`;
}

/** "8:00 AM - 12:00 PM" */
export const clockRangeText = (opens: string, closes: string): string => `${clock12(opens)} - ${clock12(closes)}`;

/** "8:00 AM - 12:00 PM", as the timings tables show a row, or its note (Closed). */
export function timeRangeText(time: OpeningTime): Text {
  if (time.opens === undefined || time.closes === undefined) return time.note ?? "";
  return clockRangeText(time.opens, time.closes);
}

/** "09.00-12.00", as a doctor's schedule shows a row, or its note. */
export function dottedTimeRangeText(time: OpeningTime): Text {
  if (time.opens === undefined || time.closes === undefined) return time.note ?? "";
  return `${time.opens.replace(":", ".")}-${time.closes.replace(":", ".")}`;
}
