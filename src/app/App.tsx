import { routes } from "virtual:site";
import { Suspense } from "react";
import { Route, Switch, type BaseLocationHook } from "wouter";
import { Layout } from "../layout/Layout.tsx";
import { routeCandidates } from "../manifest/find-route.ts";
import { SiteRouter } from "../routing/SiteRouter.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RoutePage } from "./RoutePage.tsx";

/**
 * The site's routes that may show the path, then the 404 page. wouter's Switch picks the first that
 * matches; the index behind `routeCandidates` keeps it from trying each of a large site's routes.
 */
function SitePages() {
  const pathname = usePathname();
  const candidates = pathname === undefined ? [] : routeCandidates(routes, pathname);
  return (
    <Switch>
      {candidates.map((route) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/**
 * The whole page for a path: what the build prerenders (`path`, decoded text), what `npm run dev`
 * draws for the browser's address, and what the editor's preview draws for its own `location`. A page
 * that throws while rendering shows the error page inside the header and footer; the outer boundary
 * catches what the page's own cannot: a header or footer that fails.
 */
export function App({ path, location }: { path?: string; location?: BaseLocationHook }) {
  return (
    <ErrorBoundary
      fallback={
        <main id="main">
          <ErrorPage />
        </main>
      }
    >
      <SiteRouter path={path} location={location}>
        <Layout>
          <ErrorBoundary fallback={<ErrorPage />}>
            <Suspense fallback={null}>
              <SitePages />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      </SiteRouter>
    </ErrorBoundary>
  );
}
