import { routes } from "virtual:site";
import { Suspense, useEffect } from "react";
import { Router, useLocation } from "wouter";
import { Layout } from "../layout/Layout.tsx";
import { usePathname } from "../layout/use-pathname.ts";
import { decodePathname, encodePathname } from "../manifest/decode-pathname.ts";
import { findRoute } from "../manifest/find-route.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { loadRouteBlocks } from "./route-blocks.ts";
import { RoutePage } from "./RoutePage.tsx";
import { useScrollToTop } from "./use-scroll-to-top.ts";

function CurrentPage() {
  const pathname = usePathname();
  useScrollToTop();
  // Marks the page as interactive once the page itself (which may hydrate after the layout) is live:
  // styles for script-driven controls and the browser tests key off it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const match = pathname === undefined ? undefined : findRoute(routes, pathname);
  if (!match || pathname === undefined) return <NotFoundPage />;
  return <RoutePage key={match.route.path} route={match.route} pathname={pathname} />;
}

/**
 * A page that throws while rendering shows the error page inside the header and footer; another
 * address tries again.
 */
function GuardedPage() {
  const [location] = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorPage />} resetKey={location}>
      <Suspense fallback={null}>
        <CurrentPage />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Loads the next page's blocks before switching to it, so a link click never flashes an empty page. */
function navigateWhenLoaded(navigate: (to: string, options?: object) => void, to: string, options?: object) {
  const pathname = decodePathname(new URL(to, window.location.href).pathname);
  const match = pathname === undefined ? undefined : findRoute(routes, pathname);
  if (!match) return navigate(to, options);
  loadRouteBlocks(match.route).then(
    () => navigate(to, options),
    () => window.location.assign(to),
  );
}

/** prerenderedPath is decoded text, like every path after the address it came from. */
export function App({ prerenderedPath }: { prerenderedPath: string }) {
  return (
    // ssrPath is what every part of the page hydrates against (wouter hands it to React as the
    // server snapshot), even parts that hydrate late; each then moves on to the real address.
    // That matters for /doctors/:id, whose one prerendered file serves every id. It stands for
    // the browser's address, so it is written as one: usePathname decodes it like the real one.
    // The outer boundary catches what the page's own cannot: a header or footer that fails.
    <ErrorBoundary
      fallback={
        <main id="main">
          <ErrorPage />
        </main>
      }
    >
      <Router ssrPath={encodePathname(prerenderedPath)} aroundNav={navigateWhenLoaded}>
        <Layout>
          <GuardedPage />
        </Layout>
      </Router>
    </ErrorBoundary>
  );
}
