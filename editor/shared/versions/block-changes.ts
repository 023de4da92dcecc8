import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { humanize } from "../schema/humanize.ts";
import { isJsonObject } from "../schema/json-value.ts";
import { listSteps } from "../merge/list-edit.ts";
import { lastingName, objectChanges, ownName, type LanguageNames } from "./field-changes.ts";
import { siteSpecs } from "../schema/site-specs.ts";

function blockKind(block: unknown): string {
  const type = isJsonObject(block) ? block.type : undefined;
  if (typeof type !== "string") return "Block";
  return siteSpecs.blocks.get(type)?.label ?? humanize(type);
}

/** A block by its title, else by its kind: "About Sahaj", "Hero slider". */
function blockName(block: unknown): string {
  return ownName(block) ?? blockKind(block);
}

/**
 * A block changed in place, field by field. It is named by a title it kept, else by its kind, so that a
 * changed title reads "Page banner › Title: “About Sahaj” → “About Us”".
 */
function changedBlock(page: string, from: unknown, to: unknown, languages: LanguageNames): string[] {
  if (!isJsonObject(from) || !isJsonObject(to) || from.type !== to.type)
    return [`${page} › ${blockName(from)}: removed`, `${page} › ${blockName(to)}: added`];
  const properties = typeof to.type === "string" ? (siteSpecs.blocks.get(to.type)?.properties ?? []) : [];
  return objectChanges([page, lastingName(from, to) ?? blockKind(to)], properties, from, to, languages);
}

/** A page's blocks in words: each block changed, added, moved (and how it changed) or removed. */
export function blockChanges(page: string, before: unknown[], after: unknown[], languages: LanguageNames): string[] {
  const steps = listSteps(before, after);
  const lines: string[] = [];
  for (const step of steps)
    if (step.kind === "change") lines.push(...changedBlock(page, step.from, step.to, languages));
  for (const step of steps) {
    if (step.kind !== "insert") continue;
    if (step.movedFrom === undefined) lines.push(`${page} › ${blockName(step.value)}: added`);
    else {
      lines.push(`${page} › ${blockName(step.value)}: moved`);
      if (!jsonEqual(step.movedFrom, step.value))
        lines.push(...changedBlock(page, step.movedFrom, step.value, languages));
    }
  }
  for (const step of steps)
    if (step.kind === "remove" && !step.moved) lines.push(`${page} › ${blockName(step.from)}: removed`);
  return lines;
}
