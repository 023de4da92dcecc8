import type { PropertySpec } from "../../shared/schema/field-spec.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import { GroupFrame } from "./GroupFrame.tsx";
import { childName, type NestedEditor, type PropertyEditorProps } from "./property-editor-props.ts";

/** A group of fields that belong together (a button's words and link, the footer's newsletter box). */
export function GroupField({
  property,
  name,
  value,
  onChange,
  readOnly,
  properties,
  PropertyEditor,
}: PropertyEditorProps & NestedEditor & { properties: PropertySpec[] }) {
  const object = isJsonObject(value) ? value : {};
  return (
    <GroupFrame property={property} name={name}>
      {properties.map((child) => (
        <PropertyEditor
          key={child.name}
          property={child}
          name={childName(name, child.name)}
          value={object[child.name]}
          onChange={(next) => onChange({ ...object, [child.name]: next })}
          readOnly={readOnly}
        />
      ))}
    </GroupFrame>
  );
}
