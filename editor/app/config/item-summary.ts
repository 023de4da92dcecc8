import type { PropertySpec } from "../schema/field-spec.ts";
import { isJsonObject } from "../schema/json-value.ts";

// The property that best names an item, when it has one, in this order.
const namingProperties = ["title", "label", "name", "heading", "section", "day", "question", "network", "value", "src"];

/** A readable one-line name for a list item: its title, label, name… or "Slide 3" when it has none yet. */
export function itemSummary(properties: PropertySpec[], itemLabel: string, item: unknown, index: number | undefined): string {
  const position = `${itemLabel} ${(index ?? 0) + 1}`;
  if (!isJsonObject(item)) return position;
  const names = properties.map((property) => property.name);
  const ordered = [...namingProperties.filter((name) => names.includes(name)), ...names];
  for (const name of ordered) {
    const value = item[name];
    if (typeof value === "string" && value.trim()) return value.length > 60 ? `${value.slice(0, 57)}…` : value;
    if (isJsonObject(value) && typeof value.label === "string" && value.label.trim()) return value.label;
  }
  return position;
}
