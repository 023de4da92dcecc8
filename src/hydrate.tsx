import { routes } from "virtual:site";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { loadRouteBlocks } from "./app/route-blocks.ts";
import { decodePathname } from "./manifest/decode-pathname.ts";
import { findRoute } from "./manifest/find-route.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The HTML was prerendered for this path; hydrate against it, with its blocks loaded first.
const prerenderedPath = root.dataset.path ?? decodePathname(window.location.pathname) ?? "/404";
const match = findRoute(routes, prerenderedPath);
if (match) await loadRouteBlocks(match.route);
// The dev server sends the bare shell, which is rendered rather than hydrated.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a tap during it is answered at once.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <App prerenderedPath={prerenderedPath} />));
else createRoot(root).render(<App prerenderedPath={prerenderedPath} />);
