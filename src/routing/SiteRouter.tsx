import type { ReactNode } from "react";
import { Router, type BaseLocationHook } from "wouter";
import { routeParser, routerLocation } from "../manifest/path-rules.ts";
import { useAddressLocation } from "./address-location.ts";

/**
 * wouter with the site's path rules (`path-rules.ts`): its parser, and a location decoded once the
 * site's way. `path`, when given, is the decoded path a page is prerendered for; the browser then
 * reads its address, or `location`, a location of its own (the editor's canvas and preview).
 */
export function SiteRouter({
  path,
  location = useAddressLocation,
  children,
}: {
  path?: string;
  location?: BaseLocationHook;
  children: ReactNode;
}) {
  return (
    <Router parser={routeParser} hook={location} ssrPath={path === undefined ? undefined : routerLocation(path)}>
      {children}
    </Router>
  );
}
