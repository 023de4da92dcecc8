import { routes, site } from "virtual:site";
import { App } from "./app/App.tsx";
import type { LocalMoment } from "./dates/local-moment.ts";
import { noticesOn } from "./notices/notice-window.ts";
import type { BlockType } from "./blocks/block-types.ts";
import { loadRouteBlocks } from "./app/route-blocks.ts";
import { blocksNearTop } from "./app/BlockList.tsx";
import { staticHtml } from "./app/static-html.ts";
import { IslandCollectorProvider, type FoundIsland } from "./islands/Island.tsx";
import { renderIslands, type RenderedIsland } from "./islands/render-islands.ts";
import { pageTitle } from "./manifest/page-title.ts";
import type { RouteEntry } from "./manifest/route-entry.ts";
import { ShownRouteProvider } from "./app/shown-route.ts";
import { languagePrefixes, pagesInLanguage, routeShownIn } from "./app/site-in-language.ts";
import { languageOfPath } from "./manifest/path-rules.ts";
import { plainText } from "./text/shown-text.ts";

export interface RenderedPage {
  /** The page's markup, with a slot (Island.tsx) where each island goes. */
  html: string;
  islands: RenderedIsland[];
  /** The block types the page draws: their stylesheets are the page's own. */
  blockTypes: BlockType[];
  /** Those drawn near the top of the page (BlockList.tsx), a notice's included: the first screen's. */
  blockTypesNearTop: BlockType[];
  title: string;
  description: string;
  /** The page's language: its code, for `<html lang>`, and the prefix of its addresses ("" or "/gu"). */
  language: { code: string; prefix: string };
  /** The page's path in the default language: the same page in another language is under that one's prefix. */
  pathInDefaultLanguage: string;
}

/**
 * The page's markup with every block in place: the render waits for each page's content and block
 * code (a static prerender finishes every part before it writes any), where streaming would leave a
 * block still loading to an inline script. Each island is then drawn on its own (render-islands.ts).
 * The 404 page is the page of `notFoundPath`. The page
 * shows the site as of `moment` on the clinic's clock (holiday hours, notices).
 */
export async function renderPage(pathname: string, moment: LocalMoment): Promise<RenderedPage> {
  let route: RouteEntry | undefined;
  const found = new Map<string, FoundIsland>();
  const collect = (key: string, island: FoundIsland) => {
    if (!found.has(key)) found.set(key, island);
    return [...found.keys()].indexOf(key);
  };
  const html = await staticHtml(
    <ShownRouteProvider value={(shown) => (route = shown)}>
      <IslandCollectorProvider value={collect}>
        <App path={pathname} moment={moment} />
      </IslandCollectorProvider>
    </ShownRouteProvider>,
  ).catch((error: unknown) => {
    throw new Error(`${pathname}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  const blocks = route ? await loadRouteBlocks(route) : [];
  const islands = await renderIslands([...found.values()]);
  const { prefix, path } = languageOfPath(pathname, languagePrefixes());
  // A page of the site under one of its notices is drawn with the notice block's stylesheet (the 404 page shows none).
  const noticeType: BlockType[] = route && noticesOn(site.notices, path, moment).length > 0 ? ["notice"] : [];
  const { shown, language } = pagesInLanguage(prefix);
  const shownRoute = route && routeShownIn(route, language);
  return {
    html,
    islands,
    blockTypes: [...new Set([...blocks.map((block) => block.type), ...noticeType])],
    blockTypesNearTop: [...new Set([...blocks.slice(0, blocksNearTop).map((block) => block.type), ...noticeType])],
    title: pageTitle(shown.site, shownRoute ? shownRoute.title : shown.words.pageNotFound),
    description: plainText((shownRoute?.description || undefined) ?? shown.site.description),
    language: { code: language.code, prefix: language.prefix },
    pathInDefaultLanguage: path,
  };
}

export { routes, site };
// A build's bundle holds no site: the prerenderer hands it the one it checked (scripts/prerender/prerender.ts).
export { showSite } from "./manifest/site-module.ts";
