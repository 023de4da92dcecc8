import { navigate, useLocationProperty } from "wouter/use-browser-location";
import { routerLocationOfAddress } from "../manifest/path-rules.ts";

const addressLocation = () => routerLocationOfAddress(window.location.pathname);

/**
 * wouter's location of the browser's address, read the site's way (`pathOfAddress`), not with
 * wouter's own decodeURI: /doctors/a%2Fb is /doctors/a/b here as on the server, and a malformed
 * address is the not-found location. On the server, and in the render that hydrates a prerendered
 * page, it is the path the page was prerendered for (`ssrPath`).
 */
export function useAddressLocation({ ssrPath }: { ssrPath?: string } = {}): [string, typeof navigate] {
  return [useLocationProperty(addressLocation, ssrPath === undefined ? addressLocation : () => ssrPath), navigate];
}
