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

async function renderHtml(pathname: string): Promise<string> {
  // Streaming would move large parts of the page out of place and back with inline scripts;
  // a static page wants every part where it belongs.
  const { prelude } = await prerender(<App prerenderedPath={pathname} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  return streamToString(prelude);
}

/**
 * The page's markup with every block in place: its content and block code are loaded first, as
 * in the browser. A block still loading would be left to an inline script to fill in, hidden
 * to visitors without JavaScript.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const match = findRoute(routes, pathname);
  if (match) await loadRouteBlocks(match.route);
  const html = await renderHtml(pathname);
  if (html.includes("<script"))
    throw new Error(`The prerendered HTML of ${pathname} still needs a script to show its content.`);
  return {
    html,
    title: pageTitle(site, match ? match.route.title : notFoundTitle),
    description: (match && match.route.description) || site.description,
  };
}

export { routes, site };
