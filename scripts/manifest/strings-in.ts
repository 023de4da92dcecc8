import type { JsonPath } from "./json-source.ts";

/** Every string in a JSON value, with where it sits and the key that holds it. */
export function* stringsIn(value: unknown, path: JsonPath = []): Generator<{ path: JsonPath; key: string | number | undefined; value: string }> {
  if (typeof value === "string") yield { path, key: path[path.length - 1], value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsIn(value[i], [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, [...path, key]);
}
