import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import { humanize } from "../schema/humanize.ts";
import { isJsonObject } from "../schema/json-value.ts";
import { alignArrays } from "../merge/array-alignment.ts";
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

/** A page's blocks in words: each block changed, added, removed or moved. */
export function blockChanges(page: string, before: unknown[], after: unknown[], languages: LanguageNames): string[] {
  const lines: string[] = [];
  const removed: unknown[] = [];
  const inserted: unknown[] = [];
  let oldIndex = 0;
  for (const step of alignArrays(before, after)) {
    if (step.kind === "keep") oldIndex++;
    else if (step.kind === "change") {
      lines.push(...changedBlock(page, step.from, step.to, languages));
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
