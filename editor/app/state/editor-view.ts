import type { JsonObject } from "../schema/json-value.ts";
import { editorLocationOf, historyAddress, pageAddress, picturesAddress, settingsAddress } from "../editor-location.ts";
import { routesOf } from "./working-copy.ts";

/**
 * What the editor shows: one page (by its place in site.json, which survives editing its path), the
 * settings, the History, the pictures no page uses, or a missing page.
 */
export type EditorView =
  | { kind: "page"; index: number }
  | { kind: "settings" }
  | { kind: "history" }
  | { kind: "pictures" }
  | { kind: "missing"; address: string };

export function viewOfAddress(pathname: string, manifest: JsonObject): EditorView {
  const location = editorLocationOf(pathname);
  if (location.view === "settings") return { kind: "settings" };
  if (location.view === "history") return { kind: "history" };
  if (location.view === "pictures") return { kind: "pictures" };
  if (location.view === "page") {
    const index = routesOf(manifest).findIndex((route) => route.path === location.routePath);
    if (index >= 0) return { kind: "page", index };
  }
  return { kind: "missing", address: pathname };
}

/** The editor's address for a view of this manifest. */
export function addressOfView(view: EditorView, manifest: JsonObject): string {
  if (view.kind === "settings") return settingsAddress;
  if (view.kind === "history") return historyAddress;
  if (view.kind === "pictures") return picturesAddress;
  if (view.kind === "missing") return view.address;
  return pageAddress(String(routesOf(manifest)[view.index]?.path ?? "/"));
}

export function sameView(a: EditorView, b: EditorView): boolean {
  if (a.kind === "page" && b.kind === "page") return a.index === b.index;
  if (a.kind === "missing" && b.kind === "missing") return a.address === b.address;
  return a.kind === b.kind;
}
