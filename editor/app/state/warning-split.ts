import type { Problem } from "../../shared/problem.ts";

/** A change's warnings: those it brought, and those site.json had before it. */
export interface WarningSplit {
  added: Problem[];
  known: Problem[];
}

/**
 * Warnings a change brought: those beyond the ones site.json already had. Told apart by their
 * message (which names the link), not by place: deleting a page moves every later page's number.
 */
export function newWarnings(before: Problem[], after: Problem[]): Problem[] {
  return splitWarnings(before, after).added;
}

export function splitWarnings(before: Problem[], after: Problem[]): WarningSplit {
  const seen = new Map<string, number>();
  for (const warning of before) seen.set(warning.message, (seen.get(warning.message) ?? 0) + 1);
  const split: WarningSplit = { added: [], known: [] };
  for (const warning of after) {
    const left = seen.get(warning.message) ?? 0;
    if (left > 0) {
      seen.set(warning.message, left - 1);
      split.known.push(warning);
    } else {
      split.added.push(warning);
    }
  }
  return split;
}
