import schema from "../../schema/site.schema.json" with { type: "json" };
import type { JsonPath } from "./strings-in.ts";

/** The parts of the schema the walk follows. */
interface Node {
  $ref?: string;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  discriminator?: { propertyName: string };
}

/** A value of the manifest that the schema describes by one of the definitions looked for. */
export interface ValueAtReference {
  /** The definition, as the schema refers to it: "#/definitions/text". */
  reference: string;
  path: JsonPath;
  value: unknown;
}

const definitions = schema.definitions as Record<string, Node>;

const refTarget = (ref: string): Node => definitions[ref.replace("#/definitions/", "")] ?? {};

/** The branch of a discriminated union (the block types) that a value's `type` names. */
function branchFor(node: Node, value: Record<string, unknown>): Node | undefined {
  const key = node.discriminator?.propertyName;
  if (!key) return undefined;
  return node.oneOf
    ?.map((branch) => (branch.$ref ? refTarget(branch.$ref) : branch))
    .find((branch) => (branch.properties?.[key] as { const?: unknown } | undefined)?.const === value[key]);
}

function* walk(
  node: Node,
  value: unknown,
  path: JsonPath,
  references: ReadonlySet<string>,
): Generator<ValueAtReference> {
  if (node.$ref && references.has(node.$ref)) {
    yield { reference: node.$ref, path, value };
    return;
  }
  if (node.$ref) return yield* walk(refTarget(node.$ref), value, path, references);
  if (Array.isArray(value)) {
    if (node.items) for (let i = 0; i < value.length; i++) yield* walk(node.items, value[i], [...path, i], references);
    return;
  }
  if (!value || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  const shape = node.oneOf ? branchFor(node, object) : node;
  for (const [key, child] of Object.entries(object)) {
    // The editor's data may name a property it left empty (undefined): there is nothing there.
    if (child === undefined) continue;
    const property = shape?.properties?.[key];
    if (property) yield* walk(property, child, [...path, key], references);
  }
}

/**
 * The values of a manifest, or of a part of it read as `definition`, that the schema describes by
 * one of `references`: found by reading the value beside the schema (a block by the schema of its own
 * type), so a field is found by what it is, not by its name. Parts the schema refuses are skipped;
 * it reports them itself.
 */
export function valuesAtReferences(
  value: unknown,
  references: ReadonlySet<string>,
  definition?: string,
): Generator<ValueAtReference> {
  const start: Node = definition ? { $ref: `#/definitions/${definition}` } : (schema as Node);
  return walk(start, value, [], references);
}
