import type { JsonObject } from "../../shared/schema/json-value.ts";
import {
  editedPagePath,
  historyAddress,
  pageAddress,
  picturesAddress,
  requestsAddress,
  approvalsAddress,
  accountsAddress,
  settingsAddress,
  translationsAddress,
} from "../../shared/editor-location.ts";
import { routePattern } from "../../../src/manifest/path-rules.ts";
import { pageIndexAt, routesOf } from "../../shared/working-copy.ts";

/**
 * What the editor shows: one page (by its place in site.json, which survives editing its path), the
 * settings, the History, the pictures no page uses, the translations, or a missing page.
 */
export type EditorView =
  | { kind: "page"; index: number }
  | { kind: "settings" }
  | { kind: "history" }
  | { kind: "pictures" }
  | { kind: "translations" }
  | { kind: "requests" }
  | { kind: "approvals" }
  | { kind: "accounts" }
  | { kind: "missing" };

/** The view of an editor location (wouter's, decoded once the site's way) in this manifest. */
export function viewOfLocation(location: string, manifest: JsonObject): EditorView {
  if (routePattern(settingsAddress).test(location)) return { kind: "settings" };
  if (routePattern(historyAddress).test(location)) return { kind: "history" };
  if (routePattern(picturesAddress).test(location)) return { kind: "pictures" };
  if (routePattern(translationsAddress).test(location)) return { kind: "translations" };
  if (routePattern(requestsAddress).test(location)) return { kind: "requests" };
  if (routePattern(approvalsAddress).test(location)) return { kind: "approvals" };
  if (routePattern(accountsAddress).test(location)) return { kind: "accounts" };
  const path = editedPagePath(location);
  const index = path === undefined ? -1 : pageIndexAt(manifest, path);
  return index >= 0 ? { kind: "page", index } : { kind: "missing" };
}

/** The editor's address for a view of this manifest. */
export function addressOfView(view: EditorView, manifest: JsonObject): string {
  if (view.kind === "settings") return settingsAddress;
  if (view.kind === "history") return historyAddress;
  if (view.kind === "pictures") return picturesAddress;
  if (view.kind === "translations") return translationsAddress;
  if (view.kind === "requests") return requestsAddress;
  if (view.kind === "approvals") return approvalsAddress;
  if (view.kind === "accounts") return accountsAddress;
  // A missing page is only ever reached by its address, and stays there.
  if (view.kind === "missing") return window.location.pathname;
  return pageAddress(String(routesOf(manifest)[view.index]?.path ?? "/"));
}

/**
 * A view of one version of site.json in another: the same page found by its address, since pages a
 * colleague added or removed in between move the others' places. Any other view, or a page the other
 * version no longer has, stays as it is.
 */
export function viewIn(view: EditorView, from: JsonObject, to: JsonObject): EditorView {
  if (view.kind !== "page") return view;
  const index = pageIndexAt(to, routesOf(from)[view.index]?.path);
  return index >= 0 ? { kind: "page", index } : view;
}

export function sameView(a: EditorView, b: EditorView): boolean {
  if (a.kind === "page" && b.kind === "page") return a.index === b.index;
  return a.kind === b.kind;
}
