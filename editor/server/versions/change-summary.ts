import { humanize } from "../../app/schema/humanize.ts";
import { isJsonObject, type JsonObject } from "../../app/schema/json-value.ts";
import { pageTitleOf } from "../../app/state/page-name.ts";
import { alignArrays } from "../array-alignment.ts";
import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { isPattern } from "../../../src/manifest/find-route.ts";

function blockName(block: unknown): string {
  if (!isJsonObject(block)) return "Block";
  for (const name of ["title", "heading"]) {
    const value = block[name];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return typeof block.type === "string" ? humanize(block.type) : "Block";
}

function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

function blockChanges(page: string, before: unknown[], after: unknown[]): string[] {
  const lines: string[] = [];
  const removed: unknown[] = [];
  const inserted: unknown[] = [];
  let oldIndex = 0;
  for (const step of alignArrays(before, after)) {
    if (step.kind === "keep") oldIndex++;
    else if (step.kind === "change") {
      const name = blockName(step.to);
      const was = blockName(step.from);
      lines.push(name === was ? `${page} › ${name}: changed` : `${page} › ${was}: changed (now “${name}”)`);
      oldIndex++;
    } else if (step.kind === "remove") removed.push(before[oldIndex++]);
    else inserted.push(step.value);
  }
  // A block taken out in one place and put back unchanged in another was moved.
  for (const block of inserted) {
    const sameBlock = removed.findIndex((candidate) => jsonEqual(candidate, block));
    if (sameBlock >= 0) removed.splice(sameBlock, 1);
    lines.push(`${page} › ${blockName(block)}: ${sameBlock >= 0 ? "moved" : "added"}`);
  }
  lines.push(...removed.map((block) => `${page} › ${blockName(block)}: removed`));
  return lines;
}

function pageChanges(before: JsonObject, after: JsonObject): string[] {
  const page = pageTitleOf(after);
  const { blocks: beforeBlocks, ...beforeSettings } = before;
  const { blocks: afterBlocks, ...afterSettings } = after;
  const settings = [...new Set([...Object.keys(beforeSettings), ...Object.keys(afterSettings)])]
    .filter((key) => !jsonEqual(beforeSettings[key], afterSettings[key]))
    .map((key) => `${page} › Page ${humanize(key).toLowerCase()}: changed`);
  const beforeList = Array.isArray(beforeBlocks) ? beforeBlocks : [];
  const afterList = Array.isArray(afterBlocks) ? afterBlocks : [];
  return [...settings, ...blockChanges(page, beforeList, afterList)];
}

/**
 * What a publish changed, in the words of the editor, one line each: "Home › Clinic Availability: changed",
 * "Pilates: page added", "Site settings › Phone: changed". Pages are matched by their address.
 */
export function summarizeChange(before: unknown, after: unknown): string[] {
  const lines: string[] = [];
  const beforeSite = isJsonObject(before) && isJsonObject(before.site) ? before.site : {};
  const afterSite = isJsonObject(after) && isJsonObject(after.site) ? after.site : {};
  for (const key of new Set([...Object.keys(beforeSite), ...Object.keys(afterSite)])) {
    if (!jsonEqual(beforeSite[key], afterSite[key])) lines.push(`Site settings › ${humanize(key)}: changed`);
  }
  const beforeRoutes = objectsOf(isJsonObject(before) ? before.routes : undefined);
  const afterRoutes = objectsOf(isJsonObject(after) ? after.routes : undefined);
  const byPath = new Map(beforeRoutes.map((route) => [route.path, route]));
  const afterPaths = new Set(afterRoutes.map((route) => route.path));
  for (const route of afterRoutes) {
    const old = byPath.get(route.path);
    lines.push(...(old ? pageChanges(old, route) : [`${pageTitleOf(route)}: page added`]));
  }
  for (const route of beforeRoutes) {
    if (!afterPaths.has(route.path)) lines.push(`${pageTitleOf(route)}: page removed`);
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
