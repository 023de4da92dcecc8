import schemaJson from "../../../schema/site.schema.json" with { type: "json" };
import { isJsonObject } from "./json-value.ts";
import type { RootSchema } from "./schema-node.ts";

function asRootSchema(json: unknown): RootSchema {
  if (!isJsonObject(json) || !isJsonObject(json.definitions))
    throw new Error("schema/site.schema.json has no definitions.");
  return json as unknown as RootSchema;
}

/** schema/site.schema.json, the one contract the site and the editor both read. */
export const siteSchema: RootSchema = asRootSchema(schemaJson);
