import { isCalendarDay } from "../../src/dates/local-moment.ts";
import type { JsonPath } from "./json-source.ts";
import { isObject, type JsonObject } from "./json-object.ts";
import type { ManifestProblem } from "./problem.ts";
import { unrealDate } from "./special-hours-problems.ts";

/*
 * What the schema cannot say about a notice (site.notices and each notice block): its moments are
 * days of the calendar, and it ends after it starts.
 */

const realMoment = (value: unknown): string | undefined =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && isCalendarDay(value.slice(0, 10))
    ? value
    : undefined;

function noticeProblems(notice: JsonObject, at: JsonPath): ManifestProblem[] {
  const problems = (["from", "until"] as const).flatMap((key) => {
    const value = notice[key];
    return typeof value === "string" ? unrealDate(value.slice(0, 10), [...at, key], value) : [];
  });
  const from = realMoment(notice.from);
  const until = realMoment(notice.until);
  if (from && until && until <= from)
    problems.push({
      severity: "error",
      path: [...at, "until"],
      message:
        `This notice ends (${until}) ${until === from ? "as" : "before"} it starts (${from}); ` +
        "nobody would see it.",
      hint:
        "Write when it starts as from and when it stops showing as until, " +
        "e.g. from 2026-10-28T09:00 until 2026-11-04T00:00.",
    });
  return problems;
}

export function noticeProblemsOf(manifest: unknown): ManifestProblem[] {
  if (!isObject(manifest)) return [];
  const site = isObject(manifest.site) && Array.isArray(manifest.site.notices) ? manifest.site.notices : [];
  const fromSite = site.flatMap((notice, index) =>
    isObject(notice) ? noticeProblems(notice, ["site", "notices", index]) : [],
  );
  const routes = Array.isArray(manifest.routes) ? manifest.routes : [];
  const fromBlocks = routes.flatMap((route, routeIndex) =>
    isObject(route) && Array.isArray(route.blocks)
      ? route.blocks.flatMap((block, blockIndex) =>
          isObject(block) && block.type === "notice"
            ? noticeProblems(block, ["routes", routeIndex, "blocks", blockIndex])
            : [],
        )
      : [],
  );
  return [...fromSite, ...fromBlocks];
}
