import type { ReactNode } from "react";
import { Layout } from "../../../src/layout/Layout.tsx";
import { PageHeading } from "../../../src/layout/PageHeading.tsx";
import { PagePathProvider } from "../../../src/layout/use-pathname.ts";

/**
 * The page around the blocks, as a visitor sees it: the shared header and footer, and on inner pages
 * the heading band. Links in the canvas do not navigate (SiteFrame): the page stays the one being edited.
 */
export function CanvasPage({ path, heading, children }: { path: string; heading: string; children: ReactNode }) {
  return (
    <PagePathProvider value={path}>
      <Layout>
        {path !== "/" && <PageHeading title={heading} pathname={path} />}
        {children}
      </Layout>
    </PagePathProvider>
  );
}
