import type { BaseLocationHook } from "wouter";
import { routerLocation } from "../manifest/path-rules.ts";

const stay = () => {};

/**
 * A location that stays at one decoded path whatever is clicked: the editor's canvas, which shows the
 * page being edited. (wouter's memoryLocation would read a "?" in a path being typed as a query.)
 */
export function fixedLocation(path: string): BaseLocationHook {
  const location = routerLocation(path);
  return () => [location, stay];
}
