import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { decodePathname } from "./manifest/decode-pathname.ts";
import { findRoute } from "./manifest/find-route.ts";
import { loadRouteBlocks } from "./app/route-blocks.ts";
import { routes } from "virtual:site";

/**
 * `npm run dev` sends the bare page shell: the whole page is drawn in the browser, from the address,
 * with its blocks loaded first. Built pages are prerendered and only their islands hydrate.
 */
export async function renderDevPage(root: HTMLElement) {
  const pathname = decodePathname(window.location.pathname) ?? "/404";
  const match = findRoute(routes, pathname);
  if (match) await loadRouteBlocks(match.route);
  createRoot(root).render(<App prerenderedPath={pathname} />);
}
