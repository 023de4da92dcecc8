import { useRouter } from "wouter";
import { decodePathname } from "../manifest/decode-pathname.ts";

/**
 * The address's pathname as text, decoded here once, or undefined when its encoding is malformed.
 * Not wouter's useLocation: it decodes with decodeURI, which turns %25 into "%" but leaves %2F and
 * %3F encoded, so its answer is neither the text nor something that can be decoded again. This
 * reads the location it starts from: the browser's address, or the router's ssrPath.
 */
export function usePathname(): string | undefined {
  const router = useRouter();
  return decodePathname(router.hook(router)[0]);
}
