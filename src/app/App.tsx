import { routes } from "virtual:site";
import { Suspense } from "react";
import { Layout } from "../layout/Layout.tsx";
import { PagePathProvider } from "../layout/use-pathname.ts";
import { findRoute } from "../manifest/find-route.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RoutePage } from "./RoutePage.tsx";

function CurrentPage({ pathname }: { pathname: string }) {
  const match = findRoute(routes, pathname);
  if (!match) return <NotFoundPage />;
  return <RoutePage route={match.route} pathname={pathname} />;
}

/**
 * The whole page for a path: what the build prerenders, and what `npm run dev` draws. The path is
 * decoded text, like every path after the address it came from. A page that throws while rendering
 * shows the error page inside the header and footer; the outer boundary catches what the page's own
 * cannot: a header or footer that fails.
 */
export function App({ prerenderedPath }: { prerenderedPath: string }) {
  return (
    <ErrorBoundary
      fallback={
        <main id="main">
          <ErrorPage />
        </main>
      }
    >
      <PagePathProvider value={prerenderedPath}>
        <Layout>
          <ErrorBoundary fallback={<ErrorPage />}>
            <Suspense fallback={null}>
              <CurrentPage pathname={prerenderedPath} />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      </PagePathProvider>
    </ErrorBoundary>
  );
}
