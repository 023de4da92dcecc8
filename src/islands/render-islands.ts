import { staticHtml } from "../app/static-html.ts";
import { imagesNotShownIn } from "../images/known-images.ts";
import { islandElement } from "./island-element.tsx";
import type { FoundIsland } from "./Island.tsx";
import { islandIdentifierPrefix } from "./island-markup.ts";

/** An island of a prerendered page: drawn on its own, as the browser hydrates it. */
export interface RenderedIsland extends FoundIsland {
  html: string;
}

/** Draws each island a page's render found on its own, with the ids it will have when the browser hydrates it alone. */
export async function renderIslands(found: FoundIsland[]): Promise<RenderedIsland[]> {
  const islands: RenderedIsland[] = [];
  for (const [index, island] of found.entries()) {
    const html = await staticHtml(await islandElement(island.spec), islandIdentifierPrefix(index));
    // The browser reads the pictures the island shows back from its markup; the props carry the rest.
    const spec =
      island.spec.name === "addressBreadcrumb"
        ? island.spec
        : { ...island.spec, images: imagesNotShownIn(html, island.spec.images) };
    islands.push({ ...island, spec, html });
  }
  return islands;
}
