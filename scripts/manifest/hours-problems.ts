import { weekOrder } from "../../src/hours/opening-hours.ts";
import { closestWord } from "./closest-word.ts";
import type { JsonPath } from "./json-source.ts";
import type { ManifestProblem } from "./problem.ts";
import { writtenDefault } from "../../src/language/written-default.ts";
import { specialHoursProblems } from "./special-hours-problems.ts";
import { isObject, type JsonObject } from "./json-object.ts";

/*
 * What the schema cannot say about the opening hours written once in site.openingHours: every row
 * has times or a note, times run forwards, days run forwards, each name is used once, its holidays
 * and special hours make sense (special-hours-problems.ts), and every block's `hours` names an entry
 * that exists (the schema names every such reference `hours`). Like
 * the other checks beyond the schema, these read the manifest as unknown JSON.
 */

const error = (path: JsonPath, message: string, hint: string): ManifestProblem => ({
  severity: "error",
  path,
  message,
  hint,
});

function rowProblems(row: JsonObject, at: JsonPath): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const { opens, closes, note, firstDay, lastDay } = row;
  const hasOpens = typeof opens === "string";
  const hasCloses = typeof closes === "string";
  // A note is a text, written plain or with its translations.
  const hasNote = note !== undefined && note !== null;
  if (hasOpens !== hasCloses)
    problems.push(
      error(
        [...at, hasOpens ? "opens" : "closes"],
        hasOpens
          ? "This row says when it opens but not when it closes."
          : "This row says when it closes but not when it opens.",
        "Write both opens and closes, e.g. 08:00 and 12:00.",
      ),
    );
  else if (!hasOpens && !hasNote)
    problems.push(
      error(at, "This row has neither times nor a note.", "Write when it opens and closes, or a note such as Closed."),
    );
  if (hasOpens && hasCloses && opens >= closes)
    problems.push(
      error(
        [...at, "closes"],
        `These hours close (${closes}) before they open (${opens}).`,
        "Write both times on the 24-hour clock, e.g. from 16:00 to 20:00.",
      ),
    );
  if (hasOpens && hasNote)
    problems.push(
      error(
        [...at, "note"],
        "This row has times and a note; only one of them can be shown.",
        "Keep the times, or remove them to show the note (Closed, By appointment).",
      ),
    );
  const first = weekOrder.indexOf(firstDay as never);
  const last = weekOrder.indexOf(lastDay as never);
  if (first >= 0 && last >= 0 && last < first)
    problems.push(
      error(
        [...at, "lastDay"],
        `The days run backwards: from ${String(firstDay)} to ${String(lastDay)}.`,
        "The week starts on Monday: write the earlier day first, or split the row in two.",
      ),
    );
  return problems;
}

function entryProblems(entries: unknown[], manifest: unknown): ManifestProblem[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    if (!isObject(entry)) return [];
    const at: JsonPath = ["site", "openingHours", index];
    const problems: ManifestProblem[] = [];
    const name = writtenDefault(entry.name, manifest);
    if (name !== undefined) {
      if (seen.has(name))
        problems.push(
          error(
            [...at, "name"],
            `Two entries of the opening hours are named “${name}”; blocks could not tell which one they show.`,
            "Give each entry its own name, or merge their rows.",
          ),
        );
      seen.add(name);
    }
    if (Array.isArray(entry.times))
      entry.times.forEach((row, rowIndex) => {
        if (isObject(row)) problems.push(...rowProblems(row, [...at, "times", rowIndex]));
      });
    problems.push(...specialHoursProblems(entry.exceptions, [...at, "exceptions"]));
    return problems;
  });
}

function referenceProblems(manifest: JsonObject, names: string[]): ManifestProblem[] {
  const routes = Array.isArray(manifest.routes) ? manifest.routes : [];
  return routes.flatMap((route, routeIndex) => {
    if (!isObject(route) || !Array.isArray(route.blocks)) return [];
    return route.blocks.flatMap((block, blockIndex) => {
      if (!isObject(block)) return [];
      const at: JsonPath = ["routes", routeIndex, "blocks", blockIndex, "hours"];
      const refs: [string, JsonPath][] =
        typeof block.hours === "string"
          ? [[block.hours, at]]
          : Array.isArray(block.hours)
            ? block.hours.flatMap((name, i): [string, JsonPath][] =>
                typeof name === "string" ? [[name, [...at, i]]] : [],
              )
            : [];
      return refs
        .filter(([name]) => !names.includes(name))
        .map(([name, path]) => {
          const guess = closestWord(name, names);
          const known = names.length
            ? `The site's opening hours are: ${names.map((known) => `“${known}”`).join(", ")}.`
            : "The site has no opening hours yet.";
          return error(
            path,
            `No opening hours are named “${name}”.`,
            `${guess ? `Did you mean “${guess}”? ` : ""}${known} Add or rename them in the site's settings.`,
          );
        });
    });
  });
}

export function hoursProblems(manifest: unknown): ManifestProblem[] {
  if (!isObject(manifest)) return [];
  const entries =
    isObject(manifest.site) && Array.isArray(manifest.site.openingHours) ? manifest.site.openingHours : [];
  const names = entries.flatMap((entry) => {
    const name = isObject(entry) ? writtenDefault(entry.name, manifest) : undefined;
    return name === undefined ? [] : [name];
  });
  return [...entryProblems(entries, manifest), ...referenceProblems(manifest, names)];
}
