import type { FieldSpec, PropertySpec } from "../../shared/schema/field-spec.ts";
import { isJsonObject, type JsonObject, type JsonValue } from "../../shared/schema/json-value.ts";

/**
 * Drops what a form leaves behind but site.json should not hold: an optional property the person
 * emptied (an empty text box, an optional button with no words and no link). Required values are
 * kept even when empty, so the validator can say which one is missing.
 * Returns undefined when the value as a whole is empty.
 */
export function pruneValue(spec: FieldSpec, value: unknown): JsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  switch (spec.kind) {
    case "text":
    case "link":
    case "picture":
    case "choice":
    case "hoursName":
    case "clock":
    case "date":
    case "moment":
      return value === "" ? undefined : (value as JsonValue);
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    case "yesNo":
      return typeof value === "boolean" ? value : undefined;
    case "image":
    case "object": {
      if (!isJsonObject(value)) return undefined;
      const properties: PropertySpec[] =
        spec.kind === "object"
          ? spec.properties
          : [
              { name: "src", label: "", required: true, spec: { kind: "picture" } },
              { name: "alt", label: "", required: spec.altRequired, spec: { kind: "text", long: false } },
            ];
      const pruned = pruneObject(properties, value);
      return Object.values(pruned).every((part) => part === "") ? undefined : pruned;
    }
    case "list":
      if (!Array.isArray(value)) return undefined;
      return value.map((item) => pruneValue(spec.item, item) ?? defaultEmpty(spec.item));
  }
}

// An item of a list stays in its place even when emptied: its position is the person's choice.
function defaultEmpty(spec: FieldSpec): JsonValue {
  return spec.kind === "object" || spec.kind === "image" ? {} : "";
}

/**
 * Keeps the object's own key order (so the written file keeps it too). Properties the schema does
 * not know are kept as they are: the validator reports them, the editor does not lose them.
 */
export function pruneObject(properties: PropertySpec[], value: JsonObject): JsonObject {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const result: JsonObject = {};
  for (const [name, part] of Object.entries(value)) {
    const property = byName.get(name);
    if (!property) {
      if (part !== undefined) result[name] = part;
      continue;
    }
    const pruned = pruneValue(property.spec, part);
    if (pruned !== undefined) result[name] = pruned;
    else if (property.required) result[name] = part === undefined || part === null ? "" : (part as JsonValue);
  }
  return result;
}
