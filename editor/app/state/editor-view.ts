import type { JsonObject } from "../schema/json-value.ts";
import { editorLocationOf } from "../editor-location.ts";
import { routesOf } from "./working-copy.ts";

/**
 * What the editor shows: one page (by its place in site.json, which survives editing its path), the
 * settings, or a missing page.
 */
export type EditorView =
  { kind: "page"; index: number } | { kind: "settings" } | { kind: "history" } | { kind: "missing"; address: string };

export function viewOfAddress(pathname: string, manifest: JsonObject): EditorView {
  const location = editorLocationOf(pathname);
  if (location.view === "settings") return { kind: "settings" };
  if (location.view === "history") return { kind: "history" };
  if (location.view === "page") {
    const index = routesOf(manifest).findIndex((route) => route.path === location.routePath);
    if (index >= 0) return { kind: "page", index };
  }
  return { kind: "missing", address: pathname };
}
