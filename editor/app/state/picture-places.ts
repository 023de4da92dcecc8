import { stringsIn, type JsonPath } from "../../../src/manifest/strings-in.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import { pageName } from "../../../src/manifest/page-name.ts";
import { routesOf } from "../../shared/working-copy.ts";

/** Where the site shows a picture: a path into site.json, and the page's name in words ("About Us"). */
export interface PicturePlace {
  path: JsonPath;
  page: string;
}

/** Every field of the site that shows `picture`: where a person goes to replace it. */
export function picturePlaces(manifest: JsonObject, picture: string): PicturePlace[] {
  const places: PicturePlace[] = [];
  routesOf(manifest).forEach((route, routeIndex) => {
    for (const found of stringsIn(route, ["routes", routeIndex])) {
      if (found.value === picture) places.push({ path: found.path, page: `“${pageName(route, manifest)}”` });
    }
  });
  for (const found of stringsIn(manifest.site, ["site"])) {
    if (found.value === picture) places.push({ path: found.path, page: "the site settings" });
  }
  return places;
}
