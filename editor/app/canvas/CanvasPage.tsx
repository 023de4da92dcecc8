import { useMemo, type ReactNode } from "react";
import { Layout } from "../../../src/layout/Layout.tsx";
import { PageHeading } from "../../../src/layout/PageHeading.tsx";
import { fixedLocation } from "../../../src/routing/fixed-location.ts";
import { SiteRouter } from "../../../src/routing/SiteRouter.tsx";
import type { Text } from "../../../src/manifest/site-manifest.generated.ts";
import { CanvasSite, useTextInCanvasLanguage } from "./canvas-language.tsx";
import { SiteNotices } from "../../../src/notices/SiteNotices.tsx";
import { hasHeadingBand } from "../../../src/app/page-composition.ts";

/**
 * The page around the blocks, as a visitor sees it: the shared header and footer, the site's notices
 * on now, and on inner pages the heading band. Its location stays the page being edited, and links in
 * the canvas do not navigate (SiteFrame).
 */
export function CanvasPage({ path, heading, children }: { path: string; heading: Text; children: ReactNode }) {
  const location = useMemo(() => fixedLocation(path), [path]);
  const title = useTextInCanvasLanguage(heading);
  return (
    <SiteRouter location={location}>
      <CanvasSite>
        <Layout>
          <SiteNotices path={path} />
          {hasHeadingBand(path) && <PageHeading title={title} />}
          {children}
        </Layout>
      </CanvasSite>
    </SiteRouter>
  );
}
