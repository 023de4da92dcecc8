/** What the address shows: a page of the site, the site's settings, or something else. */
export type EditorLocation = { view: "page"; routePath: string } | { view: "settings" } | { view: "unknown"; address: string };

export function editorLocationOf(pathname: string): EditorLocation {
  if (pathname === "/edit-site" || pathname === "/edit-site/") return { view: "settings" };
  if (pathname === "/edit" || pathname.startsWith("/edit/")) {
    const rest = decodeURIComponent(pathname.slice("/edit".length)) || "/";
    return { view: "page", routePath: rest.length > 1 ? rest.replace(/\/$/, "") : rest };
  }
  return { view: "unknown", address: pathname };
}

export function pageAddress(routePath: string): string {
  return `/edit${encodeURI(routePath)}`;
}

