import type { Block, Site, SiteManifest } from "../manifest/site-manifest.generated.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import { linkInLanguage } from "../manifest/path-rules.ts";
import { valuesAtReferences } from "../manifest/schema-walk.ts";
import type { JsonPath } from "../manifest/strings-in.ts";
import { parseRichText } from "../text/rich-text.ts";
import { choicesInLanguage } from "../forms/default-choices.ts";
import { plainText } from "../text/shown-text.ts";
import { siteLanguages, type SiteLanguage } from "./site-languages.ts";
import type { AnyText } from "./translatable-texts.ts";

/** The language a page is drawn in, with what reading its texts needs. */
export interface ShownLanguage extends SiteLanguage {
  defaultCode: string;
  /**
   * Each opening hours' name in the default language (what blocks refer to them by) and the name
   * shown in this language: blocks' references are rewritten to it, so they still find their hours.
   */
  hoursNames: ReadonlyMap<string, string>;
}

/** A text's words in the default language: what a plain string says, or its default language's entry. */
export function defaultText(text: AnyText, defaultCode: string): string {
  return typeof text === "string" ? text : (text[defaultCode] ?? "");
}

/**
 * What a text shows in a language: its own translation as a plain string; where there is none, the
 * default language's text as an object holding only that (`{"en": "About Us"}`), which `<Text>` marks
 * with its `lang`. The default language's text is always a plain string.
 */
export function textInLanguage(text: AnyText, language: Pick<ShownLanguage, "code" | "defaultCode">): AnyText {
  const fallback = defaultText(text, language.defaultCode);
  if (language.code === language.defaultCode) return fallback;
  const own = typeof text === "string" ? undefined : text[language.code];
  if (own !== undefined && own.trim() !== "") return own;
  return fallback === "" ? "" : { [language.defaultCode]: fallback };
}

/** A rich text's string with each of its links moved into the language: /about reads /gu/about. */
function richTextLinksInLanguage(text: string, prefix: string): string {
  const parsed = parseRichText(text);
  if (!prefix || parsed.problems.length > 0) return text;
  let moved = text;
  for (const link of [...parsed.links].sort((a, b) => b.at - a.at))
    moved = moved.slice(0, link.at) + linkInLanguage(link.href, prefix) + moved.slice(link.at + link.href.length);
  return moved;
}

function richTextInLanguage(text: AnyText, language: ShownLanguage): AnyText {
  const shown = textInLanguage(text, language);
  if (typeof shown === "string") return richTextLinksInLanguage(shown, language.prefix);
  return Object.fromEntries(
    Object.entries(shown).map(([code, words]) => [code, richTextLinksInLanguage(words, language.prefix)]),
  );
}

const references = new Set([
  "#/definitions/text",
  "#/definitions/richText",
  "#/definitions/altText",
  "#/definitions/link",
  "#/definitions/hoursName",
]);

function shownValue(reference: string, value: unknown, language: ShownLanguage): unknown {
  switch (reference) {
    case "#/definitions/link":
      return typeof value === "string" ? linkInLanguage(value, language.prefix) : value;
    case "#/definitions/hoursName":
      return typeof value === "string" ? (language.hoursNames.get(value) ?? value) : value;
    case "#/definitions/richText":
      return richTextInLanguage(value as AnyText, language);
    default:
      return textInLanguage(value as AnyText, language);
  }
}

/** A copy of plain data, functions kept as they are (a route's loader). */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, copyOf(child)])) as T;
  return value;
}

function setAt(root: unknown, path: JsonPath, value: unknown): void {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]] = value;
}

/**
 * A part of the manifest read as `definition` (the whole manifest when there is none) as it shows in
 * a language: each text its words in that language (falling back visibly, `textInLanguage`), each
 * link of this site moved under the language's prefix, each reference to opening hours by the name
 * they show. A new copy: the manifest itself is left as written.
 */
export function inLanguage<T>(value: T, definition: string | undefined, language: ShownLanguage): T {
  const shown = copyOf(value);
  const found = [...valuesAtReferences(value, references, definition)];
  for (const { reference, path, value: original } of found) {
    const replaced = shownValue(reference, original, language);
    if (path.length === 0) return replaced as T;
    setAt(shown, path, replaced);
  }
  return shown;
}

/** The language of a site's pages under `prefix`, ready to draw them ("" is the default language's). */
export function shownLanguage(site: Site, prefix: string): ShownLanguage | undefined {
  const languages = siteLanguages(site);
  const language = languages.find((candidate) => candidate.prefix === prefix);
  if (!language) return undefined;
  const defaultCode = languages[0].code;
  const hoursNames = new Map(
    (site.openingHours ?? []).map((hours) => [
      defaultText(hours.name, defaultCode),
      plainText(textInLanguage(hours.name, { code: language.code, defaultCode })),
    ]),
  );
  return { ...language, defaultCode, hoursNames };
}

export const manifestInLanguage = (manifest: SiteManifest, language: ShownLanguage): SiteManifest =>
  inLanguage(manifest, undefined, language);

export const siteInLanguage = (site: Site, language: ShownLanguage): Site => inLanguage(site, "site", language);

export const blocksInLanguage = (blocks: Block[], language: ShownLanguage): Block[] =>
  blocks.map((block) =>
    choicesInLanguage(block, inLanguage(block, "block", language), (text) => defaultText(text, language.defaultCode)),
  );

export const routeInLanguage = (route: RouteEntry, language: ShownLanguage): RouteEntry =>
  inLanguage(route, "route", language);
