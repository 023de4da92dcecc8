import { humanize } from "./humanize.ts";
import { propertySpecs, type PropertySpec } from "./field-spec.ts";
import { blockDefinitions, resolveNode, type RootSchema } from "./schema-node.ts";

export interface BlockSpec {
  type: string;
  label: string;
  help?: string;
  properties: PropertySpec[];
}

/** Everything the editor edits, read from the schema: each block type, a page's own settings, the site's settings. */
export interface EditorSpecs {
  blocks: Map<string, BlockSpec>;
  /** A page's settings (path, title, …): the route's properties except its blocks. */
  route: PropertySpec[];
  site: PropertySpec[];
}

export function editorSpecs(schema: RootSchema): EditorSpecs {
  const blocks = new Map<string, BlockSpec>();
  for (const [type, definition] of blockDefinitions(schema)) {
    blocks.set(type, {
      type,
      label: humanize(type),
      help: definition.description,
      properties: propertySpecs(schema, definition),
    });
  }
  const route = schema.definitions.route;
  const site = schema.definitions.site;
  if (!route || !site) throw new Error("The schema defines no route or no site.");
  return {
    blocks,
    route: propertySpecs(schema, resolveNode(schema, route)).filter((property) => property.name !== "blocks"),
    site: propertySpecs(schema, resolveNode(schema, site)),
  };
}
