import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { dayText } from "../../src/dates/date-words.ts";
import { endedItems, type EndedItem } from "../../src/dates/ended-items.ts";
import { dayOfMoment, type LocalMoment } from "../../src/dates/local-moment.ts";
import type { ManifestProblem } from "./problem.ts";
import { clinicMomentNow } from "../../src/dates/clinic-now.ts";

/*
 * Holiday hours and notices that are over, as information, never as errors: visitors no longer see
 * them, and site.json may keep them as long as staff like.
 */

function said(item: EndedItem, thisYear: string): ManifestProblem {
  const day = dayText(dayOfMoment(item.ended), "en", thisYear);
  const time = item.ended.slice(11);
  return {
    severity: "information",
    path: item.path,
    message:
      item.kind === "notice"
        ? `This notice ended on ${day}${time && time !== "00:00" ? ` at ${time}` : ""}; visitors no longer see it.`
        : `These holiday hours ended on ${day}; visitors no longer see them.`,
    hint: "Remove it when you like: the site stays as it is.",
  };
}

/**
 * What has ended by `moment` (now on the clinic's clock when not given), for a manifest of the
 * schema's shape.
 */
export function endedProblems(manifest: unknown, moment?: LocalMoment): ManifestProblem[] {
  try {
    const at = moment ?? clinicMomentNow((manifest as SiteManifest).site);
    return endedItems(manifest as SiteManifest, at).map((item) => said(item, at.slice(0, 4)));
  } catch {
    // A manifest of another shape, or a time zone Intl does not know: the other checks say what is
    // wrong, and nothing dated can be read until it is put right.
    return [];
  }
}
