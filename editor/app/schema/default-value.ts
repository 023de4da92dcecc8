import type { FieldSpec, PropertySpec } from "../../shared/schema/field-spec.ts";
import type { JsonObject, JsonValue } from "../../shared/schema/json-value.ts";

/**
 * The value a new block, list item or required object starts with: required properties only,
 * empty where the person has to write something (so the validator names what is missing,
 * instead of sample words going live unnoticed), the first choice of a list of choices.
 */
export function defaultValue(spec: FieldSpec): JsonValue {
  switch (spec.kind) {
    case "text":
    case "link":
    case "picture":
    case "hoursName":
    case "clock":
    case "date":
    case "moment":
      return "";
    case "image":
      return { src: "", alt: "" };
    case "choice":
      return spec.options[0] ?? "";
    case "number":
      return spec.minimum ?? 0;
    case "yesNo":
      return false;
    case "object":
      return defaultObject(spec.properties);
    case "list":
      return Array.from({ length: spec.minItems }, () => defaultValue(spec.item));
  }
}

export function defaultObject(properties: PropertySpec[]): JsonObject {
  const value: JsonObject = {};
  for (const property of properties) if (property.required) value[property.name] = defaultValue(property.spec);
  return value;
}
