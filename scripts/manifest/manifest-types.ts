import { compile, type JSONSchema } from "json-schema-to-typescript";
import schema from "../../schema/site.schema.json" with { type: "json" };

export const generatedTypesFile = "src/manifest/site-manifest.generated.ts";

/**
 * The schema with each `$ref` standing alone. A property's description beside its `$ref` is hover
 * help for editors of site.json; to the type generator it would make the reference a new type
 * (NavLink1, NavLink2, Site1, ...), one copy per place the definition is used.
 */
function bareReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(bareReferences);
  if (typeof node !== "object" || node === null) return node;
  if ("$ref" in node) return { $ref: node.$ref };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, bareReferences(value)]));
}

/** TypeScript types of site.json, derived from the schema so there is no second hand-kept copy. */
export function manifestTypesSource(): Promise<string> {
  return compile(bareReferences(schema) as JSONSchema, "SiteManifest", {
    bannerComment: "/* Generated from schema/site.schema.json by `npm run types`. Do not edit by hand. */",
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: false },
  });
}
