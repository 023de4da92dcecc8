import type { LocatedProblem } from "../../scripts/manifest/validate-manifest.ts";

/**
 * A finding of the validator, as the editor server sends it (the same as `npm run validate` prints); the editor
 * also makes its own, with no line in the file.
 */
export type Problem = Omit<LocatedProblem, "line" | "column"> & Partial<Pick<LocatedProblem, "line" | "column">>;
