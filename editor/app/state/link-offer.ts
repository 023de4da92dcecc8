import { isJsonObject, type JsonObject, type JsonValue } from "../../shared/schema/json-value.ts";
import { routesOf, siteOf } from "../../shared/working-copy.ts";
import { isText } from "../../shared/schema/is-text.ts";
import { plainText } from "../../../src/text/shown-text.ts";

/** A page a new page can be linked from, so visitors reach it. */
export type LinkPlace =
  | { kind: "menu" }
  | { kind: "footer" }
  | { kind: "listing"; routeIndex: number; blockIndex: number; pageTitle: string; pagePath: string };

export interface NewPage {
  path: string;
  title: string;
}

/**
 * The page above a new one whose card grid lists the pages under it: for /services/gym/pilates,
 * the Gym listing at /services/gym (its first card grid).
 */
export function listingAbove(manifest: JsonObject, path: string): LinkPlace | undefined {
  const parent = path.slice(0, path.lastIndexOf("/")) || "/";
  const routes = routesOf(manifest);
  const routeIndex = routes.findIndex((route) => route.path === parent);
  const route = routes[routeIndex];
  if (!route || !Array.isArray(route.blocks)) return undefined;
  const blockIndex = route.blocks.findIndex((block) => isJsonObject(block) && block.type === "cardGrid");
  if (blockIndex < 0) return undefined;
  const pageTitle = isText(route.title) ? plainText(route.title) : parent;
  return { kind: "listing", routeIndex, blockIndex, pageTitle, pagePath: parent };
}

/** The places offered for a new page: the menu, the footer, and the listing above it if there is one. */
export function linkPlaces(manifest: JsonObject, path: string): LinkPlace[] {
  const listing = listingAbove(manifest, path);
  return [{ kind: "menu" }, { kind: "footer" }, ...(listing ? [listing] : [])];
}

function objectAt(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

function listAt(value: unknown): JsonValue[] {
  return Array.isArray(value) ? value : [];
}

/** The manifest with a link to `page` added at `place`: a menu or footer link, or a card like the listing's others. */
export function withLinkTo(manifest: JsonObject, place: LinkPlace, page: NewPage): JsonObject {
  const link = { label: page.title, href: page.path };
  const site = siteOf(manifest);
  if (place.kind === "menu") {
    const header = objectAt(site.header);
    return { ...manifest, site: { ...site, header: { ...header, nav: [...listAt(header.nav), link] } } };
  }
  if (place.kind === "footer") {
    const footer = objectAt(site.footer);
    return {
      ...manifest,
      site: { ...site, footer: { ...footer, quickLinks: [...listAt(footer.quickLinks), link] } },
    };
  }
  const routes = routesOf(manifest);
  const route = routes[place.routeIndex];
  const blocks = listAt(route?.blocks);
  const grid = objectAt(blocks[place.blockIndex]);
  const cards = listAt(grid.cards);
  const sibling = objectAt(cards.find(isJsonObject));
  const card: JsonObject = { title: page.title, href: page.path };
  if (typeof sibling.linkLabel === "string") card.linkLabel = sibling.linkLabel;
  const nextBlocks = blocks.map((block, at) =>
    at === place.blockIndex ? { ...grid, cards: [...cards, card] } : block,
  );
  return {
    ...manifest,
    routes: routes.map((existing, at) => (at === place.routeIndex ? { ...existing, blocks: nextBlocks } : existing)),
  };
}
