import type { PropertySpec } from "../schema/field-spec.ts";
import { GroupField } from "./GroupField.tsx";
import { LeafField } from "./LeafField.tsx";
import { ObjectListField } from "./ObjectListField.tsx";
import { ValueListField } from "./ValueListField.tsx";

export interface PropertyEditorProps {
  property: PropertySpec;
  /** The field's place inside the block, as the validator names it: "slides[0].title". */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}

/** The editor of one property, whatever its kind: a value, a group of fields, or a list. */
export function PropertyEditor(props: PropertyEditorProps) {
  const { spec } = props.property;
  if (spec.kind === "object") return <GroupField {...props} properties={spec.properties} />;
  if (spec.kind === "list") {
    return spec.item.kind === "object" ? (
      <ObjectListField
        {...props}
        itemProperties={spec.item.properties}
        itemSpec={spec.item}
        itemLabel={spec.itemLabel}
      />
    ) : (
      <ValueListField {...props} itemSpec={spec.item} itemLabel={spec.itemLabel} />
    );
  }
  return <LeafField {...props} />;
}

/** The name of a property inside a value named `parent`. */
export function childName(parent: string, child: string | number): string {
  return typeof child === "number" ? `${parent}[${child}]` : parent ? `${parent}.${child}` : child;
}
