import { routes } from "virtual:site";
import { Suspense, useEffect } from "react";
import { Router, useLocation } from "wouter";
import { Layout } from "../layout/Layout.tsx";
import { findRoute } from "../manifest/find-route.ts";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { loadRouteBlocks } from "./route-blocks.ts";
import { RoutePage } from "./RoutePage.tsx";
import { useScrollToTop } from "./use-scroll-to-top.ts";

function CurrentPage() {
  const [location] = useLocation();
  useScrollToTop();
  // Marks the page as interactive once the page itself (which may hydrate after the layout) is live:
  // styles for script-driven controls and the browser tests key off it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const match = findRoute(routes, location);
  if (!match) return <NotFoundPage />;
  return <RoutePage key={match.route.path} route={match.route} pathname={location} />;
}

/** Loads the next page's blocks before switching to it, so a link click never flashes an empty page. */
function navigateWhenLoaded(navigate: (to: string, options?: object) => void, to: string, options?: object) {
  const match = findRoute(routes, new URL(to, window.location.href).pathname);
  if (!match) return navigate(to, options);
  loadRouteBlocks(match.route).then(
    () => navigate(to, options),
    () => window.location.assign(to),
  );
}

export function App({ prerenderedPath }: { prerenderedPath: string }) {
  return (
    // ssrPath is what every part of the page hydrates against (wouter hands it to React as the
    // server snapshot), even parts that hydrate late; each then moves on to the real address.
    // That matters for /doctors/:id, whose one prerendered file serves every id.
    <Router ssrPath={prerenderedPath} aroundNav={navigateWhenLoaded}>
      <Layout>
        <Suspense fallback={null}>
          <CurrentPage />
        </Suspense>
      </Layout>
    </Router>
  );
}
