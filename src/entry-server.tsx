import { routes, site } from "virtual:site";
import { prerender } from "react-dom/static";
import { App } from "./app/App.tsx";
import { loadRouteBlocks } from "./app/route-blocks.ts";
import { findRoute } from "./manifest/find-route.ts";
import { notFoundTitle, pageTitle } from "./manifest/page-title.ts";

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The page's markup once every lazy block has loaded, so the HTML is complete without JavaScript. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const match = findRoute(routes, pathname);
  if (match) await loadRouteBlocks(match.route);
  const { prelude } = await prerender(<App prerenderedPath={pathname} />);
  return {
    html: await streamToString(prelude),
    title: pageTitle(site, match ? match.route.title : notFoundTitle),
    description: (match && match.route.description) || site.description,
  };
}

export { routes, site };
