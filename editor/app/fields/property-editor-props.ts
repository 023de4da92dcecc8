import type { ComponentType } from "react";
import type { PropertySpec } from "../../shared/schema/field-spec.ts";

export interface PropertyEditorProps {
  property: PropertySpec;
  /** The field's place inside the block, as the validator names it: "slides[0].title". */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}

/**
 * The editor of a nested property, handed down to the fields that hold others (groups, lists of
 * groups) rather than imported by them: PropertyEditor draws them, so they cannot import it back.
 */
export interface NestedEditor {
  PropertyEditor: ComponentType<PropertyEditorProps>;
}

/** The name of a property inside a value named `parent`. */
export function childName(parent: string, child: string | number): string {
  return typeof child === "number" ? `${parent}[${child}]` : parent ? `${parent}.${child}` : child;
}
