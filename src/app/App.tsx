import { routes, site } from "virtual:site";
import { Suspense, type ReactNode } from "react";
import { Route, Router, Switch, type BaseLocationHook } from "wouter";
import { clinicMomentNow } from "../dates/clinic-now.ts";
import type { LocalMoment } from "../dates/local-moment.ts";
import { SiteMomentProvider } from "../dates/site-moment.tsx";
import { ShownSiteProvider } from "../language/shown-site.tsx";
import { Layout } from "../layout/Layout.tsx";
import { routeCandidates } from "../manifest/find-route.ts";
import { languageOfPath } from "../manifest/path-rules.ts";
import { SiteRouter } from "../routing/SiteRouter.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RoutePage } from "./RoutePage.tsx";
import { languagePrefixes, pagesInLanguage } from "./site-in-language.ts";

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
 * The pages of the language the path is in (its first segment, /gu, or the default language's): the
 * site's settings in that language around them, and a router based at the language's prefix, so the
 * routes and the breadcrumb read /gu/about as /about.
 */
function PagesInLanguage({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { prefix } = languageOfPath(pathname ?? "", languagePrefixes());
  return (
    <ShownSiteProvider value={pagesInLanguage(prefix).shown}>
      <Router base={prefix}>{children}</Router>
    </ShownSiteProvider>
  );
}

/**
 * The whole page for a path: what the build prerenders (`path`, decoded text), what `npm run dev`
 * draws for the browser's address, and what the editor's preview draws for its own `location`. A page
 * that throws while rendering shows the error page inside the header and footer; the outer boundary
 * catches what the page's own cannot: a header or footer that fails. The page shows the site as of
 * `moment` (the build's), or as of now on the clinic's clock.
 */
export function App({ path, location, moment }: { path?: string; location?: BaseLocationHook; moment?: LocalMoment }) {
  return (
    <ErrorBoundary
      fallback={
        <main id="main">
          <ErrorPage />
        </main>
      }
    >
      <SiteMomentProvider moment={moment ?? clinicMomentNow(site)}>
        <SiteRouter path={path} location={location}>
          <PagesInLanguage>
            <Layout>
              <ErrorBoundary fallback={<ErrorPage />}>
                <Suspense fallback={null}>
                  <SitePages />
                </Suspense>
              </ErrorBoundary>
            </Layout>
          </PagesInLanguage>
        </SiteRouter>
      </SiteMomentProvider>
    </ErrorBoundary>
  );
}
