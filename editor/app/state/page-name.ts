import type { JsonObject } from "../schema/json-value.ts";
import { isText } from "../schema/is-text.ts";
import { plainText } from "../../../src/text/shown-text.ts";

/** What a page is called in the editor: its title, "Home" for the front page, else its address. */
export function pageTitleOf(route: JsonObject): string {
  if (isText(route.title)) return plainText(route.title);
  if (route.path === "/") return "Home";
  return String(route.path);
}
