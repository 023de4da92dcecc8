import { basename } from "node:path";
import { locatedProblems, type LocatedProblem } from "../../scripts/manifest/validate-manifest.ts";

export interface ProblemLists {
  errors: LocatedProblem[];
  warnings: LocatedProblem[];
  /** Holiday hours and notices that have ended: the editor offers to remove them. */
  notes: LocatedProblem[];
}

/** The checks of `npm run validate`, with its wording, on a proposed text of site.json. */
export async function problemsOf(manifestPath: string, text: string, publicDir: string): Promise<ProblemLists> {
  const { problems } = await locatedProblems(basename(manifestPath), text, { publicDir });
  return {
    errors: problems.filter((problem) => problem.severity === "error"),
    warnings: problems.filter((problem) => problem.severity === "warning"),
    notes: problems.filter((problem) => problem.severity === "information"),
  };
}
