import { useShownLanguage, useSite } from "../language/shown-site.tsx";
import { PageHeading } from "../layout/PageHeading.tsx";
import { isPattern } from "../manifest/path-rules.ts";
import { pageTitle } from "../manifest/page-title.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import { BlockList } from "./BlockList.tsx";
import { useRouteBlocks } from "./route-blocks.ts";
import { blocksShownIn, pagesInLanguage, routeShownIn, stepNamesIn } from "./site-in-language.ts";
import { plainText } from "../text/shown-text.ts";
import { useTellShownRoute } from "./shown-route.ts";
import { useDocumentMeta } from "./use-document-meta.ts";
import { documentLanguage } from "../language/document-language.ts";
import { SiteNotices } from "../notices/SiteNotices.tsx";
import { usePathname } from "../routing/use-pathname.ts";
import { hasHeadingBand, headingOf } from "./page-composition.ts";

/**
 * A page of the site in the language of its address: its settings and blocks in that language, under
 * the site's notices on now for it.
 */
export function RoutePage({ route: written }: { route: RouteEntry }) {
  useTellShownRoute(written);
  const site = useSite();
  const { language } = pagesInLanguage(useShownLanguage().prefix);
  const route = routeShownIn(written, language);
  const blocks = blocksShownIn(useRouteBlocks(written), language);
  useDocumentMeta(
    pageTitle(site, route.title),
    plainText(route.description ?? site.description),
    documentLanguage(site, language.code),
  );
  return (
    <>
      <SiteNotices path={usePathname() ?? route.path} />
      {hasHeadingBand(route.path) && (
        <PageHeading
          title={headingOf(route, site.name)}
          servesManyAddresses={isPattern(route.path)}
          stepNames={stepNamesIn(route.path, language)}
        />
      )}
      <BlockList blocks={blocks} path={route.path} />
    </>
  );
}
