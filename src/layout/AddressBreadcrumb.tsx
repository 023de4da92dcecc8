import { useBrowserValue } from "../forms/use-browser-value.ts";
import { decodePathname } from "../manifest/decode-pathname.ts";
import { Breadcrumb } from "./Breadcrumb.tsx";

const addressPath = () => decodePathname(window.location.pathname);

/**
 * The breadcrumb of a page that one prerendered file serves for many addresses (/doctors/:doctorId):
 * drawn for the path it was prerendered for, then, once live, for the address shown. An address
 * that cannot be decoded never gets this page (it gets the 404 page), so the prerendered path stays.
 */
export function AddressBreadcrumb({ prerenderedPath }: { prerenderedPath: string }) {
  return <Breadcrumb pathname={useBrowserValue(addressPath, prerenderedPath) ?? prerenderedPath} />;
}
