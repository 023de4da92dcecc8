import type { Problem } from "../../shared/problem.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { describePlace } from "../../shared/describe-place.ts";

/**
 * Findings in plain words, each with where it is, the validator's hint and a way to go there; the
 * validator's own line (file, line, column, path) is folded away for developers.
 */
export function ProblemList({
  problems,
  manifest,
  specs,
  onShow,
}: {
  problems: Problem[];
  manifest: JsonObject;
  specs: EditorSpecs;
  onShow: (problem: Problem) => void;
}) {
  return (
    <ul className="ed-problems">
      {problems.map((problem, index) => (
        <li key={index} className={`ed-problems__item ed-problems__item--${problem.severity}`}>
          <div className="ed-problems__text">
            <span className="ed-problems__place">{describePlace(problem.path, manifest, specs)}</span>
            <span className="ed-problems__message">{problem.message}</span>
            {problem.hint && <span className="ed-problems__hint">{problem.hint}</span>}
            <details className="ed-problems__developer">
              <summary>Details for developers</summary>
              <code className="ed-problems__raw">{problem.text}</code>
            </details>
          </div>
          <button type="button" className="ed-button ed-button--small" onClick={() => onShow(problem)}>
            Show
          </button>
        </li>
      ))}
    </ul>
  );
}
