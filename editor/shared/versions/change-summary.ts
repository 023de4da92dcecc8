import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { isPattern } from "../../../src/manifest/path-rules.ts";
import { humanize } from "../schema/humanize.ts";
import { isJsonObject, type JsonObject } from "../schema/json-value.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import { blockChanges } from "./block-changes.ts";
import { valueChanges, type LanguageNames } from "./field-changes.ts";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { hoursChanges } from "./hours-changes.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import { siteSpecs } from "../schema/site-specs.ts";
import type { Version } from "../contract.ts";

function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

function pageChanges(before: JsonObject, after: JsonObject, languages: LanguageNames, manifest: unknown): string[] {
  const page = pageName(after, manifest);
  const { blocks: beforeBlocks, ...beforeSettings } = before;
  const { blocks: afterBlocks, ...afterSettings } = after;
  const settings = [...new Set([...Object.keys(beforeSettings), ...Object.keys(afterSettings)])].flatMap((key) => {
    const property = siteSpecs.route.find(({ name }) => name === key);
    const label = `Page ${(property?.label ?? humanize(key)).toLowerCase()}`;
    return valueChanges([page, label], property?.spec, beforeSettings[key], afterSettings[key], languages);
  });
  const beforeList = Array.isArray(beforeBlocks) ? beforeBlocks : [];
  const afterList = Array.isArray(afterBlocks) ? afterBlocks : [];
  return [...settings, ...blockChanges(page, beforeList, afterList, languages)];
}

function siteChanges(before: JsonObject, after: JsonObject, languages: LanguageNames): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) => {
    if (key === "openingHours") return hoursChanges(before[key], after[key]);
    const property = siteSpecs.site.find(({ name }) => name === key);
    return valueChanges(
      ["Site settings", property?.label ?? humanize(key)],
      property?.spec,
      before[key],
      after[key],
      languages,
    );
  });
}

/**
 * What a publish changed, in the words of the editor, one line each, specific enough to tell versions
 * apart: "About Us › Page banner › Title: “About Sahaj” → “About Us”", "Opening hours › Gym › Sunday:
 * 8:30–11:00 → 9:00–12:30", "Pilates: page added". Pages are matched by their address.
 */
export function summarizeChange(before: unknown, after: unknown): string[] {
  const beforeSite = isJsonObject(before) && isJsonObject(before.site) ? before.site : {};
  const afterSite = isJsonObject(after) && isJsonObject(after.site) ? after.site : {};
  const languages: LanguageNames = new Map(
    siteLanguages(afterSite as Pick<Site, "languages">).map((language) => [language.code, language.name]),
  );
  const lines = siteChanges(beforeSite, afterSite, languages);
  const beforeRoutes = objectsOf(isJsonObject(before) ? before.routes : undefined);
  const afterRoutes = objectsOf(isJsonObject(after) ? after.routes : undefined);
  const byPath = new Map(beforeRoutes.map((route) => [route.path, route]));
  const afterPaths = new Set(afterRoutes.map((route) => route.path));
  for (const route of afterRoutes) {
    const old = byPath.get(route.path);
    lines.push(...(old ? pageChanges(old, route, languages, after) : [`${pageName(route, after)}: page added`]));
  }
  for (const route of beforeRoutes) {
    if (!afterPaths.has(route.path)) lines.push(`${pageName(route, before)}: page removed`);
  }
  const order = (routes: JsonObject[]) =>
    routes.map((route) => route.path).filter((path) => byPath.has(path) && afterPaths.has(path));
  if (lines.length === 0 && !jsonEqual(order(beforeRoutes), order(afterRoutes))) lines.push("Order of pages: changed");
  return lines;
}

/** One line for a version's title: the first change, and how many more. */
export function summaryTitle(lines: string[]): string {
  if (lines.length === 0) return "No change to the pages";
  return lines.length === 1 ? lines[0] : `${lines[0]} (and ${lines.length - 1} more)`;
}

const quotedTitleLength = 60;

/**
 * The title and lines of a restore: which version it went back to (when, by whom, what it was), and what it
 * undid. `undone` are the changes made since that version, as summarizeChange(thatVersion, current) words them.
 */
export function restoreTitle(
  version: Pick<Version, "title" | "author" | "date">,
  undone: string[],
  site: Pick<Site, "timeZone">,
): { title: string; changes: string[] } {
  const quoted =
    version.title.length > quotedTitleLength ? `${version.title.slice(0, quotedTitleLength - 1)}…` : version.title;
  return {
    title: `Restored the version of ${clinicTimeInWords(version.date, site)} by ${version.author} (“${quoted}”)`,
    changes: undone.map((line) => `Undid: ${line}`),
  };
}

const pagesKept = 12;

/**
 * The addresses of the pages a publish changed or added, to open them as that version had them; the
 * home page when the site's settings (header, footer) changed. Pattern pages have no address of their own.
 */
export function touchedPages(before: unknown, after: unknown): string[] {
  const paths = new Set<string>();
  const beforeSite = isJsonObject(before) ? before.site : undefined;
  const afterSite = isJsonObject(after) ? after.site : undefined;
  if (!jsonEqual(beforeSite, afterSite)) paths.add("/");
  const beforeRoutes = objectsOf(isJsonObject(before) ? before.routes : undefined);
  const byPath = new Map(beforeRoutes.map((route) => [route.path, route]));
  for (const route of objectsOf(isJsonObject(after) ? after.routes : undefined)) {
    if (typeof route.path !== "string" || isPattern(route.path)) continue;
    if (!jsonEqual(byPath.get(route.path), route)) paths.add(route.path);
  }
  return [...paths].slice(0, pagesKept);
}
