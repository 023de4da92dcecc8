import type { SiteLanguage } from "../../../src/language/site-languages.ts";
import { pathOfLanguageProblem } from "../../../src/manifest/path-rules.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";

/** "Knee Pain Clinic" -> "knee-pain-clinic": the last part of a new page's address. */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What is wrong with a new page's address, in plain words; undefined when it is fine. */
export function pathProblem(path: string, takenPaths: string[], languages: SiteLanguage[]): string | undefined {
  if (!path.startsWith("/")) return "The address starts with /, for example /services/knee-care.";
  if (!/^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/.test(path))
    return "Use only letters, digits, - and _ between the / signs, for example /services/knee-care.";
  if (takenPaths.includes(path)) return `There is already a page at ${path}.`;
  return pathOfLanguageProblem(path, languages);
}

/** A new page: blank, or a copy of another page's blocks and description under a new title and address. */
export function newRoute(path: string, title: string, copyOf: JsonObject | undefined): JsonObject {
  const route: JsonObject = { path, title, heading: title };
  if (copyOf && typeof copyOf.description === "string") route.description = copyOf.description;
  route.blocks = copyOf && Array.isArray(copyOf.blocks) ? structuredClone(copyOf.blocks) : [];
  return route;
}
