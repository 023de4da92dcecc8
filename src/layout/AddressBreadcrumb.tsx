import { usePathname } from "../routing/use-pathname.ts";
import { Breadcrumb, type BreadcrumbWords } from "./Breadcrumb.tsx";

/**
 * The breadcrumb of a page that one prerendered file serves for many addresses (/doctors/:doctorId),
 * an island of its own: drawn for the path it was prerendered for, then, once hydrated, for the address
 * shown (wouter's location; island-element.tsx gives the island its router). An address that cannot
 * be decoded never gets this page (it gets the 404 page), so the prerendered path stays.
 */
export interface AddressBreadcrumbProps {
  /** The page's path within its language, as the build prerendered it. */
  prerenderedPath: string;
  /** The prefix of the page's language ("/gu"), "" for the default language. */
  prefix: string;
  words: BreadcrumbWords;
}

export function AddressBreadcrumb({ prerenderedPath, prefix, words }: AddressBreadcrumbProps) {
  return <Breadcrumb pathname={usePathname() ?? prerenderedPath} prefix={prefix} words={words} />;
}
