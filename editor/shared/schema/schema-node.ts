/** The part of JSON Schema that schema/site.schema.json uses, as the editor reads it. */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: "string" | "integer" | "number" | "boolean" | "object" | "array";
  enum?: readonly (string | number)[];
  const?: string | number | boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: readonly SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
  /** A translatable text's plain form (schema's if/then/else): the editor edits one language's words. */
  else?: SchemaNode;
}

export interface RootSchema extends SchemaNode {
  definitions: Record<string, SchemaNode>;
}

/** A schema node with its `$ref` followed; `refName` keeps which definition it came from. */
export interface ResolvedNode extends Omit<SchemaNode, "$ref"> {
  refName?: string;
  /** A text a visitor reads, which may be written in each of the site's languages. */
  translatable?: boolean;
}

/**
 * Follows `$ref`s to their definition. A description written beside a `$ref` is more specific
 * than the definition's own (it says what this use of the type is for), so it wins.
 */
export function resolveNode(root: RootSchema, node: SchemaNode): ResolvedNode {
  if (!node.$ref) return node;
  const name = node.$ref.replace(/^#\/definitions\//, "");
  const target = root.definitions[name];
  if (!target) throw new Error(`The schema refers to #/definitions/${name}, which it does not define.`);
  const { $ref: _ref, ...beside } = node;
  // A text that may be translated is edited as the plain text it is in one language; its
  // definition's name (text, richText) still says what kind of text it is.
  const resolved = target.else
    ? { ...resolveNode(root, target.else), refName: name, translatable: true }
    : resolveNode(root, target);
  return {
    ...resolved,
    refName: resolved.refName ?? name,
    ...beside,
    ...(beside.description ? {} : { description: resolved.description }),
  };
}

/** The block definitions the schema's `block` union lists, resolved, keyed by their `type` constant. */
export function blockDefinitions(root: RootSchema): Map<string, ResolvedNode> {
  const union = root.definitions.block?.oneOf ?? [];
  const blocks = new Map<string, ResolvedNode>();
  for (const member of union) {
    const resolved = resolveNode(root, member);
    const type = resolved.properties?.type?.const;
    if (typeof type !== "string")
      throw new Error(`A block in the schema's block list has no "type" constant: ${member.$ref ?? "(inline)"}.`);
    blocks.set(type, resolved);
  }
  return blocks;
}
