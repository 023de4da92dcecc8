import { usePathname } from "../routing/use-pathname.ts";
import { Breadcrumb, type BreadcrumbWords } from "./Breadcrumb.tsx";

/**
 * The breadcrumb of a page that one prerendered file serves for many addresses (/doctors/:doctorId),
 * an island of its own: drawn for the path it was prerendered for, then, once live, for the address
 * shown (wouter's location; island-element.tsx gives the island its router). An address that cannot
 * be decoded never gets this page (it gets the 404 page), so the prerendered path stays.
 */
export function AddressBreadcrumb({
  prerenderedPath,
  prefix,
  words,
}: {
  prerenderedPath: string;
  prefix: string;
  words: BreadcrumbWords;
}) {
  return <Breadcrumb pathname={usePathname() ?? prerenderedPath} prefix={prefix} words={words} />;
}
