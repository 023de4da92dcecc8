import { site } from "virtual:site";
import { PageHeading } from "../layout/PageHeading.tsx";
import { isPattern } from "../manifest/path-rules.ts";
import { pageTitle } from "../manifest/page-title.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import { BlockList } from "./BlockList.tsx";
import { useRouteBlocks } from "./route-blocks.ts";
import { useTellShownRoute } from "./shown-route.ts";
import { useDocumentMeta } from "./use-document-meta.ts";

export function RoutePage({ route }: { route: RouteEntry }) {
  useTellShownRoute(route);
  const blocks = useRouteBlocks(route);
  const isHome = route.path === "/";
  useDocumentMeta(pageTitle(site, route.title), route.description ?? site.description);
  return (
    <>
      {!isHome && (
        <PageHeading title={route.heading ?? route.title ?? site.name} servesManyAddresses={isPattern(route.path)} />
      )}
      <BlockList blocks={blocks} firstIsPageHeading={isHome} />
    </>
  );
}
