import { useId } from "react";
import type { PropertyEditorProps } from "./property-editor-props.ts";
import { FieldFrame } from "./FieldFrame.tsx";
import { ValueInput } from "./ValueInput.tsx";
import { useFieldProblems } from "./use-field-problems.ts";

/** One value of a block or of the site's settings, with its label, help and the validator's findings. */
export function LeafField({ property, name, value, onChange, readOnly }: PropertyEditorProps) {
  // Puck draws the fields panel twice (wide and narrow layouts) with the same field id: ids here must be our own.
  const id = useId();
  const problems = useFieldProblems(name);
  const groupLike = property.spec.kind === "image" || property.spec.kind === "yesNo";
  return (
    <FieldFrame
      name={name}
      inputId={id}
      label={property.label}
      help={property.help}
      required={property.required}
      problems={problems}
      labelFor={!groupLike}
    >
      <ValueInput
        spec={property.spec}
        inputId={id}
        labelledBy={`${id}-label`}
        describedBy={property.help ? `${id}-help` : undefined}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        invalid={problems.some((problem) => problem.severity === "error")}
      />
    </FieldFrame>
  );
}
