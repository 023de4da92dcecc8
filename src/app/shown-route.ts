import { createContext, useContext } from "react";
import type { RouteEntry } from "../manifest/route-entry.ts";

const ShownRoute = createContext<((route: RouteEntry) => void) | undefined>(undefined);

/**
 * Told which route the page's `Switch` drew, while the build prerenders it: the build then knows the
 * page's title, description and stylesheets without finding the route a second time.
 */
export const ShownRouteProvider = ShownRoute.Provider;

export function useTellShownRoute(route: RouteEntry): void {
  useContext(ShownRoute)?.(route);
}
