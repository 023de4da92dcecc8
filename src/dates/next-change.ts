import type { SiteManifest } from "../manifest/site-manifest.generated.ts";
import { defaultUpcomingDays, firstDayShown, lastDateOf } from "../hours/special-hours.ts";
import { daysAfter, startOfDay, type LocalMoment } from "./local-moment.ts";

/*
 * A built site shows what is on at its moment; this says when that stops being true. Every moment at
 * which some page could show something else is a boundary: holiday hours coming into a list's
 * look-ahead or ending, and the new year (a date of this year is written without its year).
 */

function lookAheads(manifest: SiteManifest): number[] {
  const fromBlocks = manifest.routes.flatMap((route) =>
    route.blocks.flatMap((block) => (block.type === "timings" ? [block.upcomingDays ?? defaultUpcomingDays] : [])),
  );
  return [...new Set([defaultUpcomingDays, ...fromBlocks])];
}

function noticeBoundaries(manifest: SiteManifest): LocalMoment[] {
  const blocks = manifest.routes.flatMap((route) => route.blocks.filter((block) => block.type === "notice"));
  return [...(manifest.site.notices ?? []), ...blocks].flatMap((notice) => [notice.from, notice.until]);
}

/** Every moment at which what the site shows may change, in no order. */
export function siteBoundaries(manifest: SiteManifest): LocalMoment[] {
  const days = lookAheads(manifest);
  const specials = (manifest.site.openingHours ?? []).flatMap((entry) => entry.exceptions ?? []);
  const hours = specials.flatMap((special) => {
    const ends = daysAfter(lastDateOf(special), 1);
    return [
      ...days.map((ahead) => startOfDay(firstDayShown(special, ahead))),
      startOfDay(ends),
      `${Number(special.firstDate.slice(0, 4))}-01-01T00:00`,
      `${Number(ends.slice(0, 4))}-01-01T00:00`,
    ];
  });
  return [...hours, ...noticeBoundaries(manifest)];
}

/** The first moment after `moment` at which a page of the site may show something else; none when nothing is dated. */
export function nextChangeAfter(manifest: SiteManifest, moment: LocalMoment): LocalMoment | undefined {
  return siteBoundaries(manifest)
    .filter((boundary) => boundary > moment)
    .sort()[0];
}
