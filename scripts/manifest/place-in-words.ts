import { humanize } from "../../editor/shared/schema/humanize.ts";
import { pageName } from "../../src/manifest/page-name.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import type { JsonPath } from "./json-source.ts";

const fieldWords = (path: JsonPath) =>
  path.map((key) => (typeof key === "number" ? `item ${key + 1}` : humanize(key))).join(" › ");

/**
 * Where a value of site.json is, as a person reads it: "About Us › Page banner (block 1) › Title",
 * "Site settings › Footer › About". Pages by their name (pageName).
 */
export function placeInWords(manifest: SiteManifest, path: JsonPath): string {
  if (path[0] === "routes" && typeof path[1] === "number") {
    const route = manifest.routes[path[1]];
    const page = route ? pageName(route, manifest) : `page ${path[1] + 1}`;
    if (path[2] === "blocks" && typeof path[3] === "number") {
      const block = route?.blocks[path[3]];
      const blockWords = `${humanize(block?.type ?? "block")} (block ${path[3] + 1})`;
      return [page, blockWords, fieldWords(path.slice(4))].filter(Boolean).join(" › ");
    }
    return [page, fieldWords(path.slice(2))].filter(Boolean).join(" › ");
  }
  if (path[0] === "site") return ["Site settings", fieldWords(path.slice(1))].filter(Boolean).join(" › ");
  return fieldWords(path);
}
