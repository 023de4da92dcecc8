import { useFieldProblems } from "./use-field-problems.ts";

/** The validator's findings about a group or list as a whole (a missing item, too few items). */
export function FieldProblems({ name }: { name: string }) {
  const problems = useFieldProblems(name);
  return (
    <>
      {problems.map((problem, index) => (
        <p key={index} className={`ed-field__problem ed-field__problem--${problem.severity}`} role="alert">
          {problem.message}
          {problem.hint && <span className="ed-field__hint"> {problem.hint}</span>}
        </p>
      ))}
    </>
  );
}
