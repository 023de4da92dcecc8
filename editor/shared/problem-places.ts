import type { Problem } from "./problem.ts";

/**
 * Where a finding belongs in the editor: a page's settings or one of its blocks, the site's
 * settings, or the file as a whole.
 */
export type ProblemPlace =
  | { kind: "route"; routeIndex: number; blockIndex?: number; fieldName: string }
  | { kind: "site"; fieldName: string }
  | { kind: "file" };

/** ["slides", 0, "title"] -> "slides[0].title", the name Puck gives the field. */
export function fieldNameOf(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    "",
  );
}

export function placeOf(problem: Pick<Problem, "path">): ProblemPlace {
  const [top, index, ...rest] = problem.path;
  if (top === "routes" && typeof index === "number") {
    const [blocksKey, blockIndex, ...inBlock] = rest;
    if (blocksKey === "blocks" && typeof blockIndex === "number")
      return { kind: "route", routeIndex: index, blockIndex, fieldName: fieldNameOf(inBlock) };
    return { kind: "route", routeIndex: index, fieldName: fieldNameOf(rest) };
  }
  if (top === "site") return { kind: "site", fieldName: fieldNameOf(problem.path.slice(1)) };
  return { kind: "file" };
}
