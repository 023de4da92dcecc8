import type { ReactNode } from "react";
import type { PropertySpec } from "../../shared/schema/field-spec.ts";
import { FieldProblems } from "./FieldProblems.tsx";

/**
 * The frame of a group or list of fields: its label (and whether it may be left out), help and the
 * validator's findings about it as a whole.
 */
export function GroupFrame({
  property,
  name,
  children,
}: {
  property: PropertySpec;
  name: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="ed-group" data-field={name}>
      <legend className="ed-group__legend">
        {property.label}
        {!property.required && <span className="ed-field__optional"> (optional)</span>}
      </legend>
      {property.help && <p className="ed-field__help">{property.help}</p>}
      <FieldProblems name={name} />
      {children}
    </fieldset>
  );
}
