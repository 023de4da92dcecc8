import { Router } from "wouter";
import { pathInLanguage } from "../manifest/path-rules.ts";
import { SiteRouter } from "../routing/SiteRouter.tsx";
import { AddressBreadcrumb, type AddressBreadcrumbProps } from "./AddressBreadcrumb.tsx";

/**
 * The address breadcrumb as the browser hydrates it, alone: with a router of its own at the
 * browser's address, based at the language's prefix as the page's was. One module, so that wouter
 * comes in this island's chunk and no other page's.
 */
export function AddressBreadcrumbIsland(props: AddressBreadcrumbProps) {
  const { prerenderedPath, prefix } = props;
  return (
    <SiteRouter path={pathInLanguage(prerenderedPath, prefix)}>
      <Router base={prefix}>
        <AddressBreadcrumb {...props} />
      </Router>
    </SiteRouter>
  );
}
