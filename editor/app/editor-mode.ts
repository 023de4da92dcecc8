import type { Permission } from "../shared/roles.ts";

function metaContent(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";
}

/**
 * Where this editor runs: "service" on the clinic's server (`npm run edit:server`), where Publish
 * puts the website online and staff sign in; "local" on a developer's computer (`npm run edit`).
 */
export const editorMode: "service" | "local" = metaContent("editor-mode") === "service" ? "service" : "local";

/** Who is signed in to the service; empty on a developer's computer. */
export const signedInName = metaContent("editor-person");

/** The server's secret for this page load; every call to the server carries it. */
export function editorToken(): string {
  return metaContent("editor-token");
}

const granted = metaContent("editor-may").split(" ");

/**
 * Whether the signed-in person's role allows `permission`, as the page was served: what is not allowed
 * is left out of the editor (the server refuses it anyway). On a developer's computer, everything.
 */
export function mayUse(permission: Permission): boolean {
  return editorMode === "local" || granted.includes(permission);
}
