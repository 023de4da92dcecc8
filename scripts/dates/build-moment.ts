import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { clinicMomentNow, clinicTimeZone } from "../../src/dates/clinic-now.ts";
import { instantOfMoment, isLocalMoment, type LocalMoment } from "../../src/dates/local-moment.ts";
import { nextChangeAfter } from "../../src/dates/next-change.ts";

/** What a build says of its moment, in `siteMomentFile` beside its pages. */
export interface BuiltMoment {
  /** The moment on the clinic's clock the pages show the site as of. */
  shownAsOf: LocalMoment;
  timeZone: string;
  /** The first moment at which a page would show something else, and that instant; none when nothing is dated. */
  nextChange?: LocalMoment;
  nextChangeAt?: string;
}

export const siteMomentFile = "site-moment.json";

/**
 * The moment a build shows the site as of: `--at 2026-11-01T09:00` (the clinic's local time), else
 * now on the clinic's clock. A moment written wrong is said in words; undefined then.
 */
export function buildMoment(
  args: readonly string[],
  manifest: SiteManifest,
  now = new Date(),
): { moment: LocalMoment } | { problem: string } {
  const index = args.indexOf("--at");
  if (index < 0) return { moment: clinicMomentNow(manifest.site, now) };
  const written = args[index + 1] ?? "";
  if (!isLocalMoment(written))
    return {
      problem:
        `--at ${written || "(nothing)"}: write the moment to build the site as of as year-month-day, "T" and the ` +
        `time on the 24-hour clock, in the clinic's time (${clinicTimeZone(manifest.site)}), ` +
        "e.g. --at 2026-11-01T09:00.",
    };
  return { moment: written };
}

/**
 * Whether pages built as of `built` show the site as they would at `moment`: not once the next change
 * has come (a holiday coming into view, a notice ending), nor before they were built.
 */
export const holdsAt = (built: BuiltMoment | undefined, moment: LocalMoment): boolean =>
  built !== undefined && built.shownAsOf <= moment && (built.nextChange === undefined || moment < built.nextChange);

export function builtMoment(manifest: SiteManifest, moment: LocalMoment): BuiltMoment {
  const timeZone = clinicTimeZone(manifest.site);
  const nextChange = nextChangeAfter(manifest, moment);
  return {
    shownAsOf: moment,
    timeZone,
    ...(nextChange ? { nextChange, nextChangeAt: instantOfMoment(nextChange, timeZone).toISOString() } : {}),
  };
}

/** Writes `siteMomentFile` into distDir; its path. */
export function writeBuiltMoment(distDir: string, built: BuiltMoment): string {
  const file = join(distDir, siteMomentFile);
  writeFileSync(file, `${JSON.stringify(built, null, 2)}\n`);
  return file;
}

export function readBuiltMoment(distDir: string): BuiltMoment | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, siteMomentFile), "utf8")) as BuiltMoment;
  } catch {
    return undefined;
  }
}
