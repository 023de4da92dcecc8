import schema from "../../schema/site.schema.json" with { type: "json" };
import type { FoundString } from "../../src/manifest/strings-in.ts";
import type { JsonPath } from "./json-source.ts";

/** The parts of the schema this walk follows. */
interface Node {
  $ref?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  discriminator?: { propertyName: string };
}

const definitions = schema.definitions as Record<string, Node>;
const richTextRef = "#/definitions/richText";

const refTarget = (ref: string): Node => definitions[ref.replace("#/definitions/", "")] ?? {};

/** The branch of a discriminated union (the block types) that a value's `type` names. */
function branchFor(node: Node, value: Record<string, unknown>): Node | undefined {
  const key = node.discriminator?.propertyName;
  if (!key) return undefined;
  return node.oneOf
    ?.map((branch) => (branch.$ref ? refTarget(branch.$ref) : branch))
    .find((branch) => (branch.properties?.[key] as { const?: unknown } | undefined)?.const === value[key]);
}

function* walk(node: Node, value: unknown, path: JsonPath): Generator<FoundString> {
  if (node.$ref === richTextRef) {
    if (typeof value === "string") yield { path, key: path[path.length - 1], value };
    return;
  }
  if (node.$ref) return yield* walk(refTarget(node.$ref), value, path);
  if (Array.isArray(value)) {
    if (node.items) for (let i = 0; i < value.length; i++) yield* walk(node.items, value[i], [...path, i]);
    return;
  }
  if (!value || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  const shape = node.oneOf ? branchFor(node, object) : node;
  for (const [key, child] of Object.entries(object)) {
    const property = shape?.properties?.[key];
    if (property) yield* walk(property, child, [...path, key]);
  }
}

/**
 * Every rich text of a manifest: the strings the schema marks `#/definitions/richText`, found by
 * reading the manifest beside the schema (a block by the schema of its own type). Parts the schema
 * refuses are skipped; it reports them itself.
 */
export function richTextsIn(manifest: unknown): Generator<FoundString> {
  return walk(schema as Node, manifest, []);
}
