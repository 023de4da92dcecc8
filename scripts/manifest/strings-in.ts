import { isImagePath } from "../../src/images/image-path.ts";
import { parseRichText } from "../../src/text/rich-text.ts";
import type { JsonPath } from "./json-source.ts";
import { richTextsIn } from "./rich-texts-in.ts";

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

/**
 * Every link of a manifest: the strings held by an `href`, as the schema names every link, then the
 * links written inside its rich texts. A rich text the parser cannot read gives none: the validator
 * reports it, and nothing is built from it.
 */
export function* linksIn(manifest: unknown): Generator<FoundString> {
  for (const found of stringsIn(manifest)) if (found.key === "href") yield found;
  for (const { path, key, value } of richTextsIn(manifest)) {
    const parsed = parseRichText(value);
    if (parsed.problems.length === 0)
      for (const link of parsed.links) yield { path, key, value: link.href, at: link.at };
  }
}

/** Every picture a JSON value names, once each, by the one image-path rule. */
export function picturesIn(value: unknown): string[] {
  const pictures = [...stringsIn(value)].map((found) => found.value).filter(isImagePath);
  return [...new Set(pictures)];
}
