import type { JsonObject } from "../schema/json-value.ts";

/** What a page is called in the editor: its title, "Home" for the front page, else its address. */
export function pageTitleOf(route: JsonObject): string {
  if (typeof route.title === "string" && route.title) return route.title;
  if (route.path === "/") return "Home";
  return String(route.path);
}
