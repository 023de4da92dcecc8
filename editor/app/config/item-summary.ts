import type { PropertySpec } from "../../shared/schema/field-spec.ts";
import { optionLabel } from "../../shared/schema/humanize.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import { richTextWords } from "../../../src/text/rich-text.ts";

// The property that best names an item, when it has one, in this order.
const namingProperties = ["title", "label", "name", "heading", "firstDay", "question", "network", "value", "src"];
// Short words beside the name tell apart items that share it ("Monday · Saturday · Morning").
const shortText = 32;
const maxLength = 80;

function firstLanguageWords(value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const texts = Object.values(value);
  return texts.length > 0 && texts.every((text) => typeof text === "string") ? texts[0] : value;
}

/** A readable one-line name for a list item: its title, label, name… or "Slide 3" when it has none yet. */
export function itemSummary(
  properties: PropertySpec[],
  itemLabel: string,
  written: unknown,
  index: number | undefined,
): string {
  const position = `${itemLabel} ${(index ?? 0) + 1}`;
  if (!isJsonObject(written)) return position;
  // A text written in several languages is named by its first language's words.
  const translatable = new Set(
    properties.filter(({ spec }) => spec.kind === "text" && spec.translatable).map(({ name }) => name),
  );
  const item = Object.fromEntries(
    Object.entries(written).map(([name, value]) => [name, translatable.has(name) ? firstLanguageWords(value) : value]),
  );
  const names = properties.map((property) => property.name);
  const ordered = [...namingProperties.filter((name) => names.includes(name)), ...names];
  const nameProperty = ordered.find((name) => {
    const value = item[name];
    return (
      (typeof value === "string" && value.trim()) ||
      (isJsonObject(value) && typeof value.label === "string" && value.label.trim())
    );
  });
  if (!nameProperty) return position;
  const nameValue = item[nameProperty];
  const shown = (property: PropertySpec | undefined, value: string) =>
    property?.spec.kind === "choice" ? optionLabel(value) : value;
  const parts = [
    isJsonObject(nameValue)
      ? String(nameValue.label)
      : shown(
          properties.find((property) => property.name === nameProperty),
          String(nameValue),
        ),
  ];
  for (const property of properties) {
    const value = item[property.name];
    if (
      property.name === nameProperty ||
      parts.length >= 3 ||
      typeof value !== "string" ||
      !value.trim() ||
      value.length > shortText
    )
      continue;
    // A rich text is summed up by its words, without its markers.
    if (property.spec.kind === "text" && property.spec.rich) parts.push(richTextWords(value));
    else if (["text", "link", "choice", "hoursName", "clock", "date", "moment"].includes(property.spec.kind))
      parts.push(shown(property, value));
  }
  const summary = parts.join(" · ");
  return summary.length > maxLength ? `${summary.slice(0, maxLength - 1)}…` : summary;
}
