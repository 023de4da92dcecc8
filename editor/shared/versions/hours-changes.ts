import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { optionLabel } from "../schema/humanize.ts";
import { isJsonObject, type JsonObject } from "../schema/json-value.ts";
import { isText } from "../schema/is-text.ts";
import { plainText } from "../../../src/text/shown-text.ts";

/*
 * site.openingHours in words: an entry per department or person, each a list of rows (a day or a run of
 * days, an optional shift, times or a note). A row is known by its days and shift, so a line says which
 * row changed and how: "Opening hours › Physiotherapy › Sunday: 8:30–11:00 → 9:00–12:30".
 */

const heading = "Opening hours";

function entriesOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

function nameOf(entry: JsonObject): string {
  return isText(entry.name) ? plainText(entry.name) : "(no name)";
}

const dayName = (day: unknown) => (typeof day === "string" ? optionLabel(day) : "");

/** "Monday–Saturday, Morning", or "Sunday". */
function rowName(row: JsonObject): string {
  const days =
    row.lastDay === undefined || row.lastDay === row.firstDay
      ? dayName(row.firstDay)
      : `${dayName(row.firstDay)}–${dayName(row.lastDay)}`;
  return typeof row.shift === "string" && row.shift ? `${days}, ${row.shift}` : days;
}

// Times are written 08:30 in site.json; people write 8:30.
const clock = (time: unknown) => String(time).replace(/^0(?=\d)/, "");

/** "8:30–11:00", or the row's note ("Closed"), or both. */
function rowTimes(row: JsonObject): string {
  const times = row.opens !== undefined && row.closes !== undefined ? `${clock(row.opens)}–${clock(row.closes)}` : "";
  const note = typeof row.note === "string" ? row.note : "";
  return [times, note].filter(Boolean).join(", ") || "no times";
}

function rowChanges(place: string, beforeRows: JsonObject[], afterRows: JsonObject[]): string[] {
  const lines: string[] = [];
  const left = [...beforeRows];
  for (const row of afterRows) {
    const match = left.findIndex((candidate) => rowName(candidate) === rowName(row));
    if (match < 0) {
      lines.push(`${place} › ${rowName(row)}: added, ${rowTimes(row)}`);
      continue;
    }
    const [old] = left.splice(match, 1);
    if (!jsonEqual(old, row)) lines.push(`${place} › ${rowName(row)}: ${rowTimes(old)} → ${rowTimes(row)}`);
  }
  lines.push(...left.map((row) => `${place} › ${rowName(row)}: removed (was ${rowTimes(row)})`));
  if (lines.length === 0 && !jsonEqual(beforeRows, afterRows)) lines.push(`${place}: order of the rows changed`);
  return lines;
}

/** What changed in the site's opening hours, an entry and a row at a time. */
export function hoursChanges(before: unknown, after: unknown): string[] {
  const was = entriesOf(before);
  const now = entriesOf(after);
  const lines: string[] = [];
  const gone = was.filter((entry) => !now.some((candidate) => nameOf(candidate) === nameOf(entry)));
  now.forEach((entry, index) => {
    const old = was.find((candidate) => nameOf(candidate) === nameOf(entry));
    const place = `${heading} › ${nameOf(entry)}`;
    if (old) {
      lines.push(...rowChanges(place, entriesOf(old.times), entriesOf(entry.times)));
      return;
    }
    // An entry in the same place with the same rows under another name was renamed.
    const renamed = gone.find(
      (candidate) => was.indexOf(candidate) === index && jsonEqual(candidate.times, entry.times),
    );
    if (renamed) {
      gone.splice(gone.indexOf(renamed), 1);
      lines.push(`${heading} › ${nameOf(renamed)}: renamed “${nameOf(entry)}”`);
    } else lines.push(`${place}: added`);
  });
  lines.push(...gone.map((entry) => `${heading} › ${nameOf(entry)}: removed`));
  if (lines.length === 0 && !jsonEqual(before, after)) lines.push(`${heading}: order changed`);
  return lines;
}
