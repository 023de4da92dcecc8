import schema from "../../../schema/site.schema.json" with { type: "json" };
import { pointerToPath, type JsonPath } from "../../../scripts/manifest/json-source.ts";
import { schemaValidator } from "../../../scripts/manifest/schema-problems.ts";

/** Any text a text field allows, as the schema says it. */
export const allowedText = new RegExp(schema.definitions.plainText.pattern, "u");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function withEveryStringBroken(value: Json, key?: string): Json {
  // Block types choose which schema branch applies; they stay as they are.
  if (typeof value === "string") return key === "type" ? value : "\u0001";
  if (Array.isArray(value)) return value.map((item) => withEveryStringBroken(item));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withEveryStringBroken(item, name)]));
  return value;
}

/**
 * Where a manifest holds free text (the schema's "text": titles, paragraphs, names, labels):
 * found by the schema itself, as the strings that break its text rule once each is made a
 * control character. Links, picture paths, ids and choices break other rules, and are left out.
 */
export function textFieldPaths(manifest: unknown): JsonPath[] {
  const validate = schemaValidator();
  validate(withEveryStringBroken(manifest as Json));
  const paths = (validate.errors ?? [])
    .filter((error) => error.keyword === "pattern" && error.schema === schema.definitions.plainText.pattern)
    .map((error) => error.instancePath);
  return [...new Set(paths)].map(pointerToPath);
}

/** The manifest with each path's value replaced, in one copy: a copy for each of some 900 fields took half a second. */
export function withValuesAt<T>(manifest: T, values: [JsonPath, string][]): T {
  const copy = structuredClone(manifest);
  for (const [path, value] of values) {
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[path[path.length - 1]] = value;
  }
  return copy;
}

export function withValueAt<T>(manifest: T, path: JsonPath, value: string): T {
  return withValuesAt(manifest, [[path, value]]);
}
