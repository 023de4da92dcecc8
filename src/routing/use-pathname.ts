import { useLocation } from "wouter";
import { isNotFoundLocation } from "../manifest/path-rules.ts";

/**
 * The path of the page drawn, from wouter's location (`SiteRouter`): decoded text, or undefined when
 * the address cannot be decoded.
 */
export function usePathname(): string | undefined {
  const [location] = useLocation();
  return isNotFoundLocation(location) ? undefined : location;
}
