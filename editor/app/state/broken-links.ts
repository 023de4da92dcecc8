import type { Problem } from "../api/problem.ts";

/**
 * Warnings a change brought: those beyond the ones site.json already had. Told apart by their
 * message (which names the link), not by place: deleting a page moves every later page's number.
 */
export function newWarnings(before: Problem[], after: Problem[]): Problem[] {
  const seen = new Map<string, number>();
  for (const warning of before) seen.set(warning.message, (seen.get(warning.message) ?? 0) + 1);
  return after.filter((warning) => {
    const left = seen.get(warning.message) ?? 0;
    if (left > 0) {
      seen.set(warning.message, left - 1);
      return false;
    }
    return true;
  });
}
