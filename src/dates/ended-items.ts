import type { SiteManifest } from "../manifest/site-manifest.generated.ts";
import { hasEnded, lastDateOf } from "../hours/special-hours.ts";
import { dayOfMoment, type LocalMoment } from "./local-moment.ts";

/*
 * Dated things that are over: holiday hours whose last day has passed and notices whose window has
 * closed. Visitors no longer see them; they stay in site.json until someone removes them, which
 * changes nothing on the site.
 */

export interface EndedItem {
  /** Where it stands in site.json. */
  path: (string | number)[];
  kind: "specialHours" | "notice";
  /** Its last day (holiday hours) or the moment it stopped showing (a notice). */
  ended: string;
}

export function endedItems(manifest: SiteManifest, moment: LocalMoment): EndedItem[] {
  const today = dayOfMoment(moment);
  const hours = (manifest.site.openingHours ?? []).flatMap((entry, entryIndex) =>
    (entry.exceptions ?? []).flatMap((special, index): EndedItem[] =>
      hasEnded(special, today)
        ? [
            {
              path: ["site", "openingHours", entryIndex, "exceptions", index],
              kind: "specialHours",
              ended: lastDateOf(special),
            },
          ]
        : [],
    ),
  );
  const notices = (manifest.site.notices ?? []).flatMap((notice, index): EndedItem[] =>
    notice.until <= moment ? [{ path: ["site", "notices", index], kind: "notice", ended: notice.until }] : [],
  );
  const blocks = manifest.routes.flatMap((route, routeIndex) =>
    route.blocks.flatMap((block, blockIndex): EndedItem[] =>
      block.type === "notice" && block.until <= moment
        ? [{ path: ["routes", routeIndex, "blocks", blockIndex], kind: "notice", ended: block.until }]
        : [],
    ),
  );
  return [...hours, ...notices, ...blocks];
}

/**
 * The manifest without what has ended by `moment` (a list left empty goes too): the site it builds
 * is the same.
 */
export function withoutEnded(manifest: SiteManifest, moment: LocalMoment): SiteManifest {
  const ended = new Set(endedItems(manifest, moment).map((item) => JSON.stringify(item.path)));
  const kept = <T>(items: T[], at: (string | number)[]) =>
    items.filter((_, index) => !ended.has(JSON.stringify([...at, index])));
  // Each object keeps its keys in their order, so that site.json changes only where items went.
  const replaced = <T extends object>(value: T, replace: Partial<Record<keyof T, unknown[]>>): T =>
    Object.fromEntries(
      Object.entries(value).flatMap(([key, kept]) => {
        const list = replace[key as keyof T];
        return list === undefined ? [[key, kept]] : list.length > 0 ? [[key, list]] : [];
      }),
    ) as T;
  const { site } = manifest;
  const openingHours = site.openingHours?.map((entry, index) =>
    entry.exceptions
      ? replaced(entry, { exceptions: kept(entry.exceptions, ["site", "openingHours", index, "exceptions"]) })
      : entry,
  );
  return {
    ...manifest,
    site: replaced(site, {
      ...(openingHours ? { openingHours } : {}),
      ...(site.notices ? { notices: kept(site.notices, ["site", "notices"]) } : {}),
    }),
    routes: manifest.routes.map((route, index) => ({
      ...route,
      blocks: kept(route.blocks, ["routes", index, "blocks"]),
    })),
  };
}
