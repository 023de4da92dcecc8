import { humanize } from "./humanize.ts";
import { resolveNode, type ResolvedNode, type RootSchema, type SchemaNode } from "./schema-node.ts";

/** What kind of input a value of the manifest needs, read from its schema. */
export type FieldSpec =
  | { kind: "text"; long: boolean; rich?: boolean; pattern?: string; translatable?: boolean }
  | { kind: "link" }
  | { kind: "picture" }
  | { kind: "image"; altRequired: boolean }
  | { kind: "choice"; options: readonly (string | number)[] }
  /** The name of an entry of the site's opening hours: a choice among those the working copy has. */
  | { kind: "hoursName" }
  /** A time of day, HH:MM on the 24-hour clock. */
  | { kind: "clock" }
  /** A day, yyyy-mm-dd, picked from a calendar. */
  | { kind: "date" }
  /** A day and a time on the clinic's clock, yyyy-mm-ddThh:mm. */
  | { kind: "moment" }
  | { kind: "number"; integer: boolean; minimum?: number; maximum?: number }
  | { kind: "yesNo" }
  | { kind: "object"; properties: PropertySpec[] }
  | { kind: "list"; item: FieldSpec; itemLabel: string; minItems: number; maxItems?: number };

/** One property of an object: its name in site.json, the words the editor shows, and its input. */
export interface PropertySpec {
  name: string;
  label: string;
  help?: string;
  required: boolean;
  spec: FieldSpec;
}

// Properties that hold sentences rather than a few words get a multi-line box.
const longTextNames = new Set([
  "description",
  "about",
  "intro",
  "text",
  "paragraphs",
  "quote",
  "bio",
  "summary",
  "answer",
  "body",
]);

function isImageObject(node: ResolvedNode): boolean {
  const names = Object.keys(node.properties ?? {});
  return node.refName === "image" || (names.length === 2 && names.includes("src") && names.includes("alt"));
}

function isPicturePath(node: ResolvedNode): boolean {
  return node.refName === "imagePath" || (node.pattern?.startsWith("^/images/") ?? false);
}

/** The spec of a value from its schema; `name` is the property it sits in (it decides short or long text). */
export function fieldSpec(root: RootSchema, raw: SchemaNode, name: string): FieldSpec {
  const node = resolveNode(root, raw);
  if (node.enum) return { kind: "choice", options: node.enum };
  switch (node.type) {
    case "string":
      if (node.refName === "link") return { kind: "link" };
      if (node.refName === "hoursName") return { kind: "hoursName" };
      if (node.refName === "clockTime") return { kind: "clock" };
      if (node.refName === "calendarDate") return { kind: "date" };
      if (node.refName === "localMoment") return { kind: "moment" };
      // The schema's one mark of rich text: a box with bold, italic and link buttons.
      if (node.refName === "richText")
        return { kind: "text", long: true, rich: true, pattern: node.pattern, translatable: true };
      if (isPicturePath(node)) return { kind: "picture" };
      return {
        kind: "text",
        long: longTextNames.has(name),
        ...(node.pattern ? { pattern: node.pattern } : {}),
        ...(node.translatable ? { translatable: true } : {}),
      };
    case "integer":
    case "number":
      return { kind: "number", integer: node.type === "integer", minimum: node.minimum, maximum: node.maximum };
    case "boolean":
      return { kind: "yesNo" };
    case "array": {
      if (!node.items) throw new Error(`The schema's list "${name}" does not say what its items are.`);
      const item = fieldSpec(root, node.items, name);
      const itemLabel = resolveNode(root, node.items).title ?? humanize(name).replace(/s$/, "");
      return {
        kind: "list",
        item,
        itemLabel: humanize(itemLabel),
        minItems: node.minItems ?? 0,
        maxItems: node.maxItems,
      };
    }
    case "object":
      if (isImageObject(node)) return { kind: "image", altRequired: node.required?.includes("alt") ?? false };
      return { kind: "object", properties: propertySpecs(root, node) };
    default:
      throw new Error(`The editor has no input for the schema construct at "${name}" (type ${String(node.type)}).`);
  }
}

/** Every property of an object schema except a block's `type` constant, in the schema's order. */
export function propertySpecs(root: RootSchema, node: ResolvedNode): PropertySpec[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([, property]) => resolveNode(root, property).const === undefined)
    .map(([name, property]) => {
      const resolved = resolveNode(root, property);
      return {
        name,
        label: resolved.title && !/^[A-Z][a-z]+[A-Z]/.test(resolved.title) ? resolved.title : humanize(name),
        help: resolved.description,
        required: required.has(name),
        spec: fieldSpec(root, property, name),
      };
    });
}
