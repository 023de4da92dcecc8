import type { FoundString } from "../../src/manifest/strings-in.ts";
import { textsIn } from "../../src/language/translatable-texts.ts";

/**
 * Every rich text of a manifest: the strings the schema marks `#/definitions/richText`, each
 * language's own when it is translated (its path then ends with the language's code).
 */
export function* richTextsIn(manifest: unknown): Generator<FoundString> {
  for (const text of textsIn(manifest))
    if (text.kind === "richText") for (const { path, value } of text.languages) yield { path, key: text.key, value };
}
