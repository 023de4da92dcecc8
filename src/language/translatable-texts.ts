import type { AltText, RichText, Text } from "../manifest/site-manifest.generated.ts";
import { valuesAtReferences } from "../manifest/schema-walk.ts";
import type { JsonPath } from "../manifest/strings-in.ts";

/** A text of site.json a visitor reads: a string in the default language, or one string per language. */
export type AnyText = Text | RichText | AltText;

export type TextKind = "text" | "richText" | "altText";

const kindOfReference: Record<string, TextKind> = {
  "#/definitions/text": "text",
  "#/definitions/richText": "richText",
  "#/definitions/altText": "altText",
};

const textReferences = new Set(Object.keys(kindOfReference));

/** One language's string of a text: `code` is absent for a text written as a plain string. */
export interface TextInOneLanguage {
  code?: string;
  path: JsonPath;
  value: string;
}

export interface TranslatableText {
  kind: TextKind;
  path: JsonPath;
  /** The property that holds the text ("title"), or its index in a list. */
  key: string | number | undefined;
  value: AnyText;
  languages: TextInOneLanguage[];
}

/**
 * Every text a visitor reads in a manifest, or in a part of it read as `definition` ("block"): the
 * values the schema marks as a text, a rich text or a picture's text alternative. This is the one
 * place that knows which fields translate; the validator, the build and the editor all ask it.
 */
export function* textsIn(value: unknown, definition?: string): Generator<TranslatableText> {
  for (const found of valuesAtReferences(value, textReferences, definition)) {
    const text = found.value;
    const base = { kind: kindOfReference[found.reference], path: found.path, key: found.path[found.path.length - 1] };
    if (typeof text === "string") yield { ...base, value: text, languages: [{ path: found.path, value: text }] };
    else if (text && typeof text === "object" && !Array.isArray(text)) {
      const languages = Object.entries(text)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .map(([code, words]) => ({ code, path: [...found.path, code], value: words }));
      yield { ...base, value: text as AnyText, languages };
    }
  }
}
