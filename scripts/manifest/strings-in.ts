import { isImagePath } from "../../src/images/image-path.ts";
import type { JsonPath } from "./json-source.ts";

export interface FoundString {
  path: JsonPath;
  key: string | number | undefined;
  value: string;
}

/** Every string in a JSON value, with where it sits and the key that holds it: the one walk over site.json. */
export function* stringsIn(value: unknown, path: JsonPath = []): Generator<FoundString> {
  if (typeof value === "string") yield { path, key: path[path.length - 1], value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsIn(value[i], [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, [...path, key]);
}

/** Every link in a JSON value: the strings held by an `href`, as the schema names every link. */
export function* linksIn(value: unknown): Generator<FoundString> {
  for (const found of stringsIn(value)) if (found.key === "href") yield found;
}

/** Every picture a JSON value names, once each, by the one image-path rule. */
export function picturesIn(value: unknown): string[] {
  const pictures = [...stringsIn(value)].map((found) => found.value).filter(isImagePath);
  return [...new Set(pictures)];
}
