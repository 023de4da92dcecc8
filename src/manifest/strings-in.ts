import { isImagePath } from "../images/image-path.ts";

/** Where a value sits in a JSON document: the keys and indexes that lead to it. */
export type JsonPath = (string | number)[];

export interface FoundString {
  path: JsonPath;
  key: string | number | undefined;
  value: string;
  /** For a link inside a rich text: where its address starts in the string at `path`. */
  at?: number;
}

/** Every string in a JSON value, with where it sits and the key that holds it: the one walk over site.json. */
export function* stringsIn(value: unknown, path: JsonPath = []): Generator<FoundString> {
  if (typeof value === "string") yield { path, key: path[path.length - 1], value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsIn(value[i], [...path, i]);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) yield* stringsIn(child, [...path, key]);
}

/** Every picture a JSON value names, once each, by the one image-path rule. */
export function picturesIn(value: unknown): string[] {
  const pictures = [...stringsIn(value)].map((found) => found.value).filter(isImagePath);
  return [...new Set(pictures)];
}
