import { SiteRouter } from "../routing/SiteRouter.tsx";
import { AddressBreadcrumb } from "./AddressBreadcrumb.tsx";

/**
 * The address breadcrumb as the browser hydrates it, alone: with a router of its own at the
 * browser's address. One module, so that wouter comes in this island's chunk and no other page's.
 */
export function AddressBreadcrumbIsland({ prerenderedPath }: { prerenderedPath: string }) {
  return (
    <SiteRouter path={prerenderedPath}>
      <AddressBreadcrumb prerenderedPath={prerenderedPath} />
    </SiteRouter>
  );
}
