import { jsonEqual } from "../../../scripts/manifest/json-equal.ts";
import type { FieldSpec, PropertySpec } from "../schema/field-spec.ts";
import { humanize } from "../schema/humanize.ts";
import { isJsonObject, type JsonObject } from "../schema/json-value.ts";
import { listSteps } from "../merge/list-edit.ts";
import { beforeAfter, shownValue } from "./value-words.ts";
import { isText } from "../schema/is-text.ts";
import { plainText } from "../../../src/text/shown-text.ts";

// The property that names a block or a list item, when it has one, in this order.
const namingProperties = ["title", "heading", "label", "name", "question"];

/** What a block or an item calls itself: its title, heading, label… */
export function ownName(value: unknown): string | undefined {
  if (!isJsonObject(value)) return undefined;
  for (const property of namingProperties) {
    const name = value[property];
    if (isText(name)) return plainText(name).trim();
  }
  return undefined;
}

/** The name a thing has both before and after, so that a line names it without taking sides on a rename. */
export function lastingName(before: unknown, after: unknown): string | undefined {
  const name = ownName(after);
  return name !== undefined && name === ownName(before) ? name : undefined;
}

/** The site's languages by code, the default first: a change of a translation is named by its language. */
export type LanguageNames = ReadonlyMap<string, string>;

function line(place: string[], words: string): string {
  return `${place.join(" › ")}: ${words}`;
}

// A text, number or yes/no: one value a line can show whole.
const isScalar = (value: unknown) => typeof value !== "object" || value === null;

interface Placed {
  value: unknown;
  index: number;
}

/**
 * A list's changes, item by item. An item is named by its own name under the list ("Menu › About"), or,
 * without one, by its place in the list, which then replaces the list's name ("Paragraph 2").
 */
function listChanges(
  place: string[],
  spec: FieldSpec | undefined,
  before: unknown[],
  after: unknown[],
  languages: LanguageNames,
): string[] {
  const itemSpec = spec?.kind === "list" ? spec.item : undefined;
  const itemLabel = spec?.kind === "list" ? spec.itemLabel : "Item";
  const placeOf = (name: string | undefined, index: number) =>
    name === undefined ? [...place.slice(0, -1), `${itemLabel} ${index + 1}`] : [...place, name];
  const lines: string[] = [];
  const removed: Placed[] = [];
  const inserted: (Placed & { movedFrom?: unknown })[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  for (const step of listSteps(before, after)) {
    if (step.kind === "keep") {
      oldIndex++;
      newIndex++;
    } else if (step.kind === "change") {
      lines.push(
        ...valueChanges(placeOf(lastingName(step.from, step.to), newIndex), itemSpec, step.from, step.to, languages),
      );
      oldIndex++;
      newIndex++;
    } else if (step.kind === "remove") {
      if (!step.moved) removed.push({ value: step.from, index: oldIndex });
      oldIndex++;
    } else inserted.push({ value: step.value, index: newIndex++, movedFrom: step.movedFrom });
  }
  for (const item of inserted) {
    const itemPlace = placeOf(ownName(item.value), item.index);
    if (item.movedFrom === undefined)
      lines.push(...valueChanges(itemPlace, itemSpec, undefined, item.value, languages));
    else {
      lines.push(line(itemPlace, "moved"));
      if (!jsonEqual(item.movedFrom, item.value))
        lines.push(...valueChanges(itemPlace, itemSpec, item.movedFrom, item.value, languages));
    }
  }
  for (const item of removed)
    lines.push(...valueChanges(placeOf(ownName(item.value), item.index), itemSpec, item.value, undefined, languages));
  return lines;
}

/** The changes of an object's fields, in the order the editor shows them, then any it does not know. */
export function objectChanges(
  place: string[],
  properties: PropertySpec[],
  before: JsonObject,
  after: JsonObject,
  languages: LanguageNames,
): string[] {
  const names = new Set([...properties.map(({ name }) => name), ...Object.keys(before), ...Object.keys(after)]);
  return [...names].flatMap((name) => {
    const property = properties.find((candidate) => candidate.name === name);
    return valueChanges(
      [...place, property?.label ?? humanize(name)],
      property?.spec,
      before[name],
      after[name],
      languages,
    );
  });
}

/**
 * What changed in one value, one line per field that changed, named as the editor names it:
 * "Page banner › Title: “About Sahaj” → “About Sahaj Health Centre”". `place` names the value itself.
 */
export function valueChanges(
  place: string[],
  spec: FieldSpec | undefined,
  before: unknown,
  after: unknown,
  languages: LanguageNames,
): string[] {
  if (jsonEqual(before, after)) return [];
  if (spec?.kind === "text" && languages.size > 1 && (isJsonObject(before) || isJsonObject(after)))
    return translationChanges(place, spec, before, after, languages);
  if (before === undefined) return [line(place, isScalar(after) ? `added ${shownValue(after, spec)}` : "added")];
  if (after === undefined)
    return [line(place, isScalar(before) ? `removed (was ${shownValue(before, spec)})` : "removed")];
  if (isJsonObject(before) && isJsonObject(after))
    return objectChanges(place, spec?.kind === "object" ? spec.properties : [], before, after, languages);
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(place, spec, before, after, languages);
  return [line(place, beforeAfter(before, after, spec))];
}

/**
 * A text written per language, changed: a line for each language whose words changed, the
 * default's as for any text, another's named by its language: "About Us › Title (ગુજરાતી): added “…”".
 */
function translationChanges(
  place: string[],
  spec: FieldSpec,
  before: unknown,
  after: unknown,
  languages: LanguageNames,
): string[] {
  const [defaultCode] = languages.keys();
  const wordsIn = (value: unknown, code: string) => {
    if (typeof value === "string") return code === defaultCode ? value : undefined;
    const words = isJsonObject(value) ? value[code] : undefined;
    return typeof words === "string" ? words : undefined;
  };
  const written = [before, after].flatMap((value) => (isJsonObject(value) ? Object.keys(value) : []));
  return [...new Set([...languages.keys(), ...written])].flatMap((code) => {
    const last = place[place.length - 1];
    const named = code === defaultCode ? place : [...place.slice(0, -1), `${last} (${languages.get(code) ?? code})`];
    return valueChanges(named, spec, wordsIn(before, code), wordsIn(after, code), languages);
  });
}
