import type { BaseLocationHook } from "wouter";
import { navigate, useLocationProperty } from "wouter/use-browser-location";
import { routerLocationOfAddress } from "../../../src/manifest/path-rules.ts";
import { previewedAddress, previewOfAddress, type PreviewSource } from "../../shared/editor-location.ts";

/** wouter's location for a preview's address: the site address it carries, read as the site reads it. */
export const previewRouterLocation = (pathname: string) => routerLocationOfAddress(previewedAddress(pathname));

const shownLocation = () => previewRouterLocation(window.location.pathname);

/**
 * wouter's location in a preview tab: the site address after /edit-preview, decoded as the site's
 * server decodes it, so the preview shows what the site shows for any address, a malformed one
 * included. Going to a site address stays in the preview, of the same version.
 */
export function previewLocation(source: PreviewSource | undefined): BaseLocationHook {
  const go = (siteAddress: string, options?: Parameters<typeof navigate>[1]) =>
    navigate(previewOfAddress(siteAddress, source), options);
  return () => [useLocationProperty(shownLocation), go];
}
