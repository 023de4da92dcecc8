import type { Route, Site } from "../../src/manifest/site-manifest.generated.ts";
import { plainText } from "../../src/text/shown-text.ts";
import { dayName, hoursNamed, weekHoursOf, weekOrder, type WeekHours } from "../../src/hours/opening-hours.ts";

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

/** The opening hours the site's timings blocks show: those are the clinic's own, a doctor's visits are not. */
function shownHoursNames(routes: readonly Route[]): string[] {
  const names = routes.flatMap((route) =>
    route.blocks.flatMap((block) => (block.type === "timings" ? block.hours : [])),
  );
  return [...new Set(names)];
}

/**
 * The clinic's opening hours for search engines: when any of its departments is open, and each
 * department with its own hours.
 */
export function openingHoursData(site: Site, routes: readonly Route[]): Record<string, unknown> {
  const entries = shownHoursNames(routes).flatMap((name) => hoursNamed(site.openingHours, name) ?? []);
  if (entries.length === 0) return {};
  return {
    openingHoursSpecification: specification(weekHoursOf(entries)),
    department: entries.map((entry) => ({
      "@type": "MedicalClinic",
      name: plainText(entry.name),
      openingHoursSpecification: specification(weekHoursOf([entry])),
    })),
  };
}
