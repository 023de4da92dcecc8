import type { OpeningHours, Route, Site } from "../../src/manifest/site-manifest.generated.ts";
import type { CalendarDay } from "../../src/dates/clinic-calendar.ts";
import { daysAfter } from "../../src/dates/local-moment.ts";
import { plainText } from "../../src/text/shown-text.ts";
import {
  dayName,
  hoursNamed,
  weekHoursOf,
  weekOrder,
  type OpenSpan,
  type WeekHours,
} from "../../src/hours/opening-hours.ts";
import { specialDaysOf } from "../../src/hours/special-hours.ts";

interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** One entry per stretch of time, naming every day it is open then (schema.org's shape). */
function specification(week: WeekHours): OpeningHoursSpecification[] {
  const byStretch = new Map<string, OpeningHoursSpecification>();
  for (const day of weekOrder)
    for (const span of week[day] ?? []) {
      const key = `${span.from}-${span.to}`;
      const entry = byStretch.get(key) ?? {
        "@type": "OpeningHoursSpecification" as const,
        dayOfWeek: [],
        opens: span.from,
        closes: span.to,
      };
      entry.dayOfWeek.push(dayName(day));
      byStretch.set(key, entry);
    }
  return [...byStretch.values()];
}

interface SpecialHoursSpecification {
  "@type": "OpeningHoursSpecification";
  validFrom: CalendarDay;
  validThrough: CalendarDay;
  opens: string;
  closes: string;
}

/**
 * The dates of special hours not ended by `today`, neighbouring dates with the same hours together:
 * one entry per stretch of time, or one from 00:00 to 00:00 for a day closed, as search
 * engines read a closure.
 */
function specialSpecification(entries: readonly OpeningHours[], today: CalendarDay): SpecialHoursSpecification[] {
  const runs: { first: CalendarDay; last: CalendarDay; spans: OpenSpan[] }[] = [];
  for (const [date, { spans }] of Object.entries(specialDaysOf(entries, today))) {
    const run = runs[runs.length - 1];
    if (run && daysAfter(run.last, 1) === date && JSON.stringify(run.spans) === JSON.stringify(spans)) run.last = date;
    else runs.push({ first: date, last: date, spans });
  }
  return runs.flatMap(({ first, last, spans }) =>
    (spans.length > 0 ? spans : [{ from: "00:00", to: "00:00" }]).map((span) => ({
      "@type": "OpeningHoursSpecification" as const,
      validFrom: first,
      validThrough: last,
      opens: span.from,
      closes: span.to,
    })),
  );
}

/** The week's hours and, while any are to come, the special ones. */
function hoursSpecification(entries: readonly OpeningHours[], today: CalendarDay): Record<string, unknown> {
  const special = specialSpecification(entries, today);
  return {
    openingHoursSpecification: specification(weekHoursOf(entries)),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  };
}

/** The opening hours the site's timings blocks show: those are the clinic's own, a doctor's visits are not. */
function shownHoursNames(routes: readonly Route[]): string[] {
  const names = routes.flatMap((route) =>
    route.blocks.flatMap((block) => (block.type === "timings" ? block.hours : [])),
  );
  return [...new Set(names)];
}

/**
 * The clinic's opening hours for search engines as of `today`: when any of its departments is open,
 * and each department with its own hours, holidays and special hours included until they end.
 */
export function openingHoursData(site: Site, routes: readonly Route[], today: CalendarDay): Record<string, unknown> {
  const entries = shownHoursNames(routes).flatMap((name) => hoursNamed(site.openingHours, name) ?? []);
  if (entries.length === 0) return {};
  return {
    ...hoursSpecification(entries, today),
    department: entries.map((entry) => ({
      "@type": "MedicalClinic",
      name: plainText(entry.name),
      ...hoursSpecification([entry], today),
    })),
  };
}
