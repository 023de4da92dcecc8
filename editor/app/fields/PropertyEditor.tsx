import { GroupField } from "./GroupField.tsx";
import { LeafField } from "./LeafField.tsx";
import { ObjectListField } from "./ObjectListField.tsx";
import type { PropertyEditorProps } from "./property-editor-props.ts";
import { ValueListField } from "./ValueListField.tsx";

/** The editor of one property, whatever its kind: a value, a group of fields, or a list. */
export function PropertyEditor(props: PropertyEditorProps) {
  const { spec } = props.property;
  if (spec.kind === "object")
    return <GroupField {...props} properties={spec.properties} PropertyEditor={PropertyEditor} />;
  if (spec.kind === "list") {
    return spec.item.kind === "object" ? (
      <ObjectListField
        {...props}
        itemProperties={spec.item.properties}
        itemSpec={spec.item}
        itemLabel={spec.itemLabel}
        PropertyEditor={PropertyEditor}
      />
    ) : (
      <ValueListField {...props} itemSpec={spec.item} itemLabel={spec.itemLabel} />
    );
  }
  return <LeafField {...props} />;
}
