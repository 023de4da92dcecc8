import type { ReactNode } from "react";
import type { Text as TextValue } from "../manifest/site-manifest.generated.ts";
import { Text } from "../text/Text.tsx";

/** What a control inside a FormField must carry so that its hint and error are read with it. */
export interface FieldControlProps {
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * One labelled field: the label (with an asterisk while the field is in error, as
 * docs/requirements.md#contact-form-validation has it),
 * the control, an optional hint and the error message, tied to the control by aria-describedby.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  wide = false,
  children,
}: {
  id: string;
  label: TextValue;
  hint?: TextValue;
  error?: TextValue;
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${wide ? " form-field--wide" : ""}${error ? " form-field--error" : ""}`}>
      <label className="form-field__label" htmlFor={id}>
        <Text value={label} />
        {error && (
          <span className="form-field__asterisk" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          <Text value={hint} />
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          <Text value={error} />
        </p>
      )}
    </div>
  );
}
