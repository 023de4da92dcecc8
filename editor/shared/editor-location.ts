import {
  encodePathname,
  locationOfAddress,
  routePattern,
  withoutTrailingSlash,
} from "../../src/manifest/path-rules.ts";

// The editor's addresses, as patterns of the site's own router (path-rules.ts): wouter's Switch picks
// the view from them (EditorApp), and the functions below read them the same way where no React runs.
export const settingsAddress = "/edit-site";
export const historyAddress = "/edit-history";
export const picturesAddress = "/edit-pictures";
export const translationsAddress = "/edit-translations";
/** Patients' requests (on the clinic's server). */
export const requestsAddress = "/edit-requests";
/** Proposals waiting for approval (on the clinic's server). */
export const approvalsAddress = "/edit-approvals";
/** Staff accounts, for the owner (on the clinic's server). */
export const accountsAddress = "/edit-accounts";
/** A page of the site, by its path in site.json: /edit/about, /edit for the home page. */
export const pageEditorPattern = "/edit/*?";
/** A site address shown full size as visitors see it: /edit-preview/doctors/a%2Fb shows /doctors/a%2Fb. */
export const previewPattern = "/edit-preview/*?";
const previewPrefix = "/edit-preview";

const editorPatterns = [
  settingsAddress,
  historyAddress,
  picturesAddress,
  translationsAddress,
  requestsAddress,
  approvalsAddress,
  accountsAddress,
  pageEditorPattern,
  previewPattern,
];

/**
 * Whether an address, the request's or the address bar's, is of this pattern: read as the site reads
 * an address (/edit-site// is the settings), or as it is written, so that a malformed one (/edit/%E0)
 * still gets the editor, which shows it as a missing page instead of failing to start.
 */
function addressMatches(pattern: string, pathname: string): boolean {
  return routePattern(pattern).test(locationOfAddress(pathname)) || routePattern(pattern).test(pathname);
}

/** Whether the server answers this address with the editor page (which then tells what it shows). */
export function isEditorAddress(pathname: string): boolean {
  return editorPatterns.some((pattern) => addressMatches(pattern, pathname));
}

export function isPreviewAddress(pathname: string): boolean {
  return addressMatches(previewPattern, pathname);
}

/**
 * The path of site.json's page an editor location names: the location is wouter's, decoded once the
 * site's way (`routerLocation`), so /edit/%61bout names /about. Undefined for any other location.
 */
export function editedPagePath(location: string): string | undefined {
  const match = routePattern(pageEditorPattern).exec(location);
  return match ? withoutTrailingSlash(`/${match[1] ?? ""}`) : undefined;
}

/** Addresses are written as the site writes a path (`encodePathname`), so reading them back gives the same path. */
export function pageAddress(routePath: string): string {
  return `/edit${encodePathname(routePath)}`;
}

/** What a preview shows instead of the person's own changes: a published version, or a colleague's proposal. */
export type PreviewSource = { version: string } | { proposal: string };

/** A page shown full size as visitors will see it: with the unpublished changes, or as `source` has it. */
export function previewAddress(routePath: string, source?: PreviewSource): string {
  return previewOfAddress(encodePathname(routePath), source);
}

/**
 * The preview of what a site address shows. The address is taken as a link or the browser has it,
 * still encoded, with any fragment: the preview decodes it as the site's server does.
 */
export function previewOfAddress(siteAddress: string, source?: PreviewSource): string {
  const hash = siteAddress.indexOf("#");
  const [pathname, fragment] = hash < 0 ? [siteAddress, ""] : [siteAddress.slice(0, hash), siteAddress.slice(hash)];
  return `${previewPrefix}${pathname}${source ? `?${new URLSearchParams(source).toString()}` : ""}${fragment}`;
}

/** The site address a preview's address shows, still encoded. */
export function previewedAddress(pathname: string): string {
  return pathname.slice(previewPrefix.length) || "/";
}
