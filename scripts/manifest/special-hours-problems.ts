import { isCalendarDay } from "../../src/dates/local-moment.ts";
import type { JsonPath } from "./json-source.ts";
import { isObject, type JsonObject } from "./json-object.ts";
import type { ManifestProblem } from "./problem.ts";

/*
 * What the schema cannot say about an entry's holidays and special hours (`exceptions`): each date
 * is a day of the calendar, the last is not before the first, a row is closed or has hours but not
 * both, its hours run forwards, and no two rows of one entry claim the same day.
 */

const error = (path: JsonPath, message: string, hint: string): ManifestProblem => ({
  severity: "error",
  path,
  message,
  hint,
});

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-02-30": a date written in the right form that the calendar does not have. `written` is the
 * whole value the date is part of (a moment, 2026-02-30T09:00), when it is more than the date.
 */
export function unrealDate(value: unknown, at: JsonPath, written = value): ManifestProblem[] {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value)) return [];
  const [year, month] = value.split("-").map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [
    error(
      at,
      `${String(written)} is not a day of the calendar: ` +
        `${monthNames[month - 1] ?? "that month"} ${year} has ${days} days.`,
      "Write a date that exists, year-month-day, e.g. 2026-11-01.",
    ),
  ];
}

const realDate = (value: unknown): string | undefined =>
  typeof value === "string" && isCalendarDay(value) ? value : undefined;

function rowProblems(row: JsonObject, at: JsonPath): ManifestProblem[] {
  const problems = [
    ...unrealDate(row.firstDate, [...at, "firstDate"]),
    ...unrealDate(row.lastDate, [...at, "lastDate"]),
  ];
  const first = realDate(row.firstDate);
  const last = realDate(row.lastDate);
  if (first && last && last < first)
    problems.push(
      error(
        [...at, "lastDate"],
        `The last day (${last}) is before the first (${first}).`,
        "Write the earlier day as firstDate and the later one as lastDate; leave lastDate out for one day.",
      ),
    );
  const hasNote = row.note !== undefined && row.note !== null;
  const hasTimes = Array.isArray(row.times);
  if (hasNote && hasTimes)
    problems.push(
      error(
        [...at, "note"],
        "These days have a note and changed hours; they are either closed or open at other times.",
        "Keep the note (e.g. Closed) for days closed, or the times for changed hours.",
      ),
    );
  else if (!hasNote && !hasTimes)
    problems.push(
      error(
        at,
        "These days say neither that they are closed nor their changed hours.",
        "Write a note such as Closed, or times with when it opens and closes.",
      ),
    );
  if (hasTimes)
    (row.times as unknown[]).forEach((time, index) => {
      if (!isObject(time) || typeof time.opens !== "string" || typeof time.closes !== "string") return;
      if (time.opens >= time.closes)
        problems.push(
          error(
            [...at, "times", index, "closes"],
            `These hours close (${time.closes}) before they open (${time.opens}).`,
            "Write both times on the 24-hour clock, e.g. from 09:00 to 12:00.",
          ),
        );
    });
  return problems;
}

/** A day two rows of one entry both claim: its hours that day would be a guess. */
function overlapProblems(rows: unknown[], at: JsonPath): ManifestProblem[] {
  const spans = rows.flatMap((row, index) => {
    if (!isObject(row)) return [];
    const first = realDate(row.firstDate);
    const last = row.lastDate === undefined ? first : realDate(row.lastDate);
    return first && last && first <= last ? [{ index, first, last }] : [];
  });
  return spans.flatMap((span) => {
    const earlier = spans.find(
      (other) => other.index < span.index && other.first <= span.last && span.first <= other.last,
    );
    if (!earlier) return [];
    const day = span.first > earlier.first ? span.first : earlier.first;
    return [
      error(
        [...at, span.index, "firstDate"],
        `These days overlap those of row ${earlier.index + 1} (${earlier.first}${
          earlier.last === earlier.first ? "" : ` to ${earlier.last}`
        }): both say what ${day} holds.`,
        "Give each day one row: change the dates, or merge the two rows.",
      ),
    ];
  });
}

/** The problems of one entry's `exceptions`, at `at` (site.openingHours[i].exceptions). */
export function specialHoursProblems(rows: unknown, at: JsonPath): ManifestProblem[] {
  if (!Array.isArray(rows)) return [];
  return [
    ...rows.flatMap((row, index) => (isObject(row) ? rowProblems(row, [...at, index]) : [])),
    ...overlapProblems(rows, at),
  ];
}
