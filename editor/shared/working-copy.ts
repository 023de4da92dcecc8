import { isJsonObject, type JsonObject } from "./schema/json-value.ts";
import { writtenDefault } from "../../src/language/written-default.ts";

/** The manifest's pages, as objects (anything else in the list is left to the validator). */
export function routesOf(manifest: JsonObject): JsonObject[] {
  return Array.isArray(manifest.routes) ? manifest.routes.filter(isJsonObject) : [];
}

/** The place in routesOf(manifest) of the page at `path`, or -1 when there is none. */
export function pageIndexAt(manifest: JsonObject, path: unknown): number {
  return routesOf(manifest).findIndex((route) => route.path === path);
}

export function siteOf(manifest: JsonObject): JsonObject {
  return isJsonObject(manifest.site) ? manifest.site : {};
}

/** The names of the site's opening hours, in their order: what a block's `hours` can name. */
export function hoursNamesOf(manifest: JsonObject): string[] {
  const entries = siteOf(manifest).openingHours;
  if (!Array.isArray(entries)) return [];
  // By the first language's words, as blocks refer to them.
  return entries.flatMap((entry) => {
    const name = isJsonObject(entry) ? writtenDefault(entry.name, manifest) : undefined;
    return name === undefined ? [] : [name];
  });
}

/** The code of the site's first language: en for a site that declares none. */
export function defaultLanguageOf(manifest: JsonObject): string {
  const languages = siteOf(manifest).languages;
  const first = Array.isArray(languages) ? languages[0] : undefined;
  return isJsonObject(first) && typeof first.code === "string" ? first.code : "en";
}

export function withRoute(manifest: JsonObject, index: number, route: JsonObject): JsonObject {
  return { ...manifest, routes: routesOf(manifest).map((existing, at) => (at === index ? route : existing)) };
}

export function withoutRoute(manifest: JsonObject, index: number): JsonObject {
  return { ...manifest, routes: routesOf(manifest).filter((_, at) => at !== index) };
}

/** Adds a page after the last page whose path shares the longest start with it, so a section stays together. */
export function withNewRoute(manifest: JsonObject, route: JsonObject): { manifest: JsonObject; index: number } {
  const routes = routesOf(manifest);
  const path = String(route.path);
  let after = routes.length - 1;
  let best = 0;
  routes.forEach((existing, at) => {
    const shared = commonPrefixSegments(String(existing.path), path);
    if (shared >= best && shared > 0) {
      best = shared;
      after = at;
    }
  });
  const next = [...routes.slice(0, after + 1), route, ...routes.slice(after + 1)];
  return { manifest: { ...manifest, routes: next }, index: after + 1 };
}

function commonPrefixSegments(a: string, b: string): number {
  const left = a.split("/").filter(Boolean);
  const right = b.split("/").filter(Boolean);
  let count = 0;
  while (count < left.length && left[count] === right[count]) count++;
  return count;
}

export function withSite(manifest: JsonObject, site: JsonObject): JsonObject {
  return { ...manifest, site };
}
