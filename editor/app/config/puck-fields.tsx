import type { Field, Fields } from "@puckeditor/core";
import type { PropertySpec } from "../../shared/schema/field-spec.ts";
import { PropertyEditor } from "../fields/PropertyEditor.tsx";

/**
 * The Puck field of one property: a custom field drawing the editor's own inputs, groups and
 * lists (with help under each label, the validator's findings beside it, and lists whose
 * buttons are each reachable and named, which Puck's own list field is not).
 */
export function puckField(property: PropertySpec): Field {
  return {
    type: "custom",
    label: property.label,
    render: ({ name, value, onChange, readOnly }) => (
      <PropertyEditor property={property} name={name} value={value} onChange={onChange} readOnly={readOnly} />
    ),
  };
}

export function puckFields(properties: PropertySpec[]): Fields {
  return Object.fromEntries(properties.map((property) => [property.name, puckField(property)]));
}
