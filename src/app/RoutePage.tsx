import { site } from "virtual:site";
import { PageHeading } from "../layout/PageHeading.tsx";
import { isPattern } from "../manifest/find-route.ts";
import { pageTitle } from "../manifest/page-title.ts";
import type { RouteEntry } from "../manifest/route-entry.ts";
import { BlockList } from "./BlockList.tsx";
import { useRouteBlocks } from "./route-blocks.ts";
import { useDocumentMeta } from "./use-document-meta.ts";

export function RoutePage({ route, pathname }: { route: RouteEntry; pathname: string }) {
  const blocks = useRouteBlocks(route);
  const isHome = route.path === "/";
  useDocumentMeta(pageTitle(site, route.title), route.description ?? site.description);
  return (
    <>
      {!isHome && (
        <PageHeading
          title={route.heading ?? route.title ?? site.name}
          pathname={pathname}
          servesManyAddresses={isPattern(route.path)}
        />
      )}
      <BlockList blocks={blocks} firstIsPageHeading={isHome} />
    </>
  );
}
