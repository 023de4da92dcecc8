import type { ReactNode } from "react";
import type { Problem } from "../../shared/problem.ts";

/** Label, input, help and the validator's findings for one field, in the order a person reads them. */
export function FieldFrame({
  name,
  inputId,
  label,
  help,
  required,
  problems,
  children,
  labelFor = true,
}: {
  /** The field's name as Puck knows it ("slides[0].title"), by which "Show" finds it. */
  name: string;
  inputId: string;
  label: string;
  help?: string;
  required: boolean;
  problems: Problem[];
  children: ReactNode;
  labelFor?: boolean;
}) {
  const LabelTag = labelFor ? "label" : "span";
  return (
    <div
      className={problems.some((problem) => problem.severity === "error") ? "ed-field ed-field--error" : "ed-field"}
      data-field={name}
    >
      <LabelTag className="ed-field__label" id={`${inputId}-label`} {...(labelFor ? { htmlFor: inputId } : {})}>
        {label}
        {!required && <span className="ed-field__optional"> (optional)</span>}
      </LabelTag>
      {children}
      {help && (
        <p className="ed-field__help" id={`${inputId}-help`}>
          {help}
        </p>
      )}
      {problems.map((problem, index) => (
        <p key={index} className={`ed-field__problem ed-field__problem--${problem.severity}`} role="alert">
          {problem.message}
          {problem.hint && <span className="ed-field__hint"> {problem.hint}</span>}
        </p>
      ))}
    </div>
  );
}

/** The ids an input names for its help text and findings. */
export function describedBy(inputId: string, help: string | undefined): string | undefined {
  return help ? `${inputId}-help` : undefined;
}
