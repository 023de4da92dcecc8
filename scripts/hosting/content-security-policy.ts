import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import type { InlineSources } from "./inline-sources.ts";

/** Where @emailjs/browser sends a form when site.emailjs.origin is not set. */
export const defaultEmailJsOrigin = "https://api.emailjs.com";

export interface PolicyContext {
  inline: InlineSources;
  /** Served over HTTPS: then any stray http:// request is upgraded rather than sent in clear. */
  https: boolean;
}

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** The origin of the map the contact block frames, which a page showing it must allow. */
export function mapOriginOf(site: Site): string | undefined {
  return originOf(site.contact.mapEmbedUrl);
}

/**
 * The Content-Security-Policy, derived from what the site really uses: its own files, the inline
 * first-paint styles by hash, the map's origin for the iframe, the EmailJS origin for the contact
 * form. Nothing else may load, and no script runs unless it is a file of this site.
 */
export function contentSecurityPolicy(site: Site, { inline, https }: PolicyContext): string {
  const mapOrigin = mapOriginOf(site);
  const emailOrigin = site.emailjs ? (originOf(site.emailjs.origin) ?? defaultEmailJsOrigin) : undefined;
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...inline.scripts],
    ["style-src", "'self'", ...inline.styles],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(emailOrigin ? [emailOrigin] : [])],
    ["frame-src", ...(mapOrigin ? [mapOrigin] : ["'none'"])],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}
