import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Layout } from "../../../src/layout/Layout.tsx";
import { PageHeading } from "../../../src/layout/PageHeading.tsx";

/**
 * The page around the blocks, as a visitor sees it: the shared header and footer, and on inner pages
 * the heading band. Links in the canvas do not navigate: the address stays the page being edited.
 */
export function CanvasPage({ path, heading, children }: { path: string; heading: string; children: ReactNode }) {
  const { hook } = memoryLocation({ path, static: true });
  return (
    <Router hook={hook} ssrPath={path}>
      <Layout>
        {path !== "/" && <PageHeading title={heading} pathname={path} />}
        {children}
      </Layout>
    </Router>
  );
}
