import { compile, type JSONSchema } from "json-schema-to-typescript";
import schema from "../../schema/site.schema.json" with { type: "json" };

export const generatedTypesFile = "src/manifest/site-manifest.generated.ts";

/** TypeScript types of site.json, derived from the schema so there is no second hand-kept copy. */
export function manifestTypesSource(): Promise<string> {
  return compile(schema as JSONSchema, "SiteManifest", {
    bannerComment: "/* Generated from schema/site.schema.json by `npm run types`. Do not edit by hand. */",
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: false },
  });
}
