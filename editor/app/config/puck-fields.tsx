import type { Field, Fields } from "@puckeditor/core";
import { defaultValue } from "../schema/default-value.ts";
import type { PropertySpec } from "../schema/field-spec.ts";
import type { JsonValue } from "../schema/json-value.ts";
import { HelpMark } from "../fields/HelpMark.tsx";
import { LeafField } from "../fields/LeafField.tsx";
import { ValueListField } from "../fields/ValueListField.tsx";
import { itemSummary } from "./item-summary.ts";

/** The Puck field of one property: Puck's own list and group fields for structure, the editor's fields for values. */
export function puckField(property: PropertySpec): Field {
  const { spec, label, help } = property;
  const labelIcon = help ? <HelpMark text={help} /> : undefined;
  if (spec.kind === "object") {
    return { type: "object", label, labelIcon, objectFields: puckFields(spec.properties) };
  }
  if (spec.kind === "list") {
    const itemProperties = spec.item.kind === "object" ? spec.item.properties : undefined;
    if (!itemProperties) {
      return {
        type: "custom",
        label,
        render: (props) => <ValueListField {...props} property={property} itemSpec={spec.item} itemLabel={spec.itemLabel} />,
      };
    }
    return {
      type: "array",
      label,
      labelIcon,
      arrayFields: puckFields(itemProperties),
      defaultItemProps: () => defaultValue(spec.item) as Record<string, JsonValue>,
      getItemSummary: (item, index) => itemSummary(itemProperties, spec.itemLabel, item, index),
      min: spec.minItems || undefined,
      max: spec.maxItems,
    };
  }
  return { type: "custom", label, render: (props) => <LeafField {...props} property={property} /> };
}

export function puckFields(properties: PropertySpec[]): Fields {
  return Object.fromEntries(properties.map((property) => [property.name, puckField(property)]));
}
