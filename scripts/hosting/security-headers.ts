import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { contentSecurityPolicy, type PolicyContext } from "./content-security-policy.ts";
import { speculationRulesHeader } from "./speculation-rules.ts";

const twoYears = 63072000;

/** HSTS, for every host of the site over HTTPS (the website and the editor service alike). */
export const strictTransportSecurity = `max-age=${twoYears}; includeSubDomains`;

export interface HeadersByTransport {
  http: Record<string, string>;
  https: Record<string, string>;
}

/** The one header policy, in the two sets a response may carry; the build writes it to server-headers.json. */
export interface ServerHeaders {
  /** Every page, the 404 page, and any file outside the hashed subresources. */
  document: HeadersByTransport;
  /**
   * Hashed scripts, stylesheets and pictures under the immutable prefixes (cache-policy.ts,
   * isImmutableSubresource).
   */
  subresource: HeadersByTransport;
}

/**
 * The headers every document carries (every page, the 404 page, any file a browser may open as a
 * page), whichever server sends it (the preview server, nginx, Netlify, Cloudflare Pages). HSTS
 * only over HTTPS: sent over plain HTTP a browser ignores it.
 *
 * No Cross-Origin-Opener-Policy: it makes Chromium open every page of the site in a renderer
 * process of its own, and Lighthouse measured that start-up as 200-400 ms more Total Blocking Time
 * on a page with no script at all (4x CPU; 20-80 ms without it), the cost a cheap phone pays. It
 * guards windows that hold a visitor's own data against the sites that open them; these pages hold
 * none (no sign-in, no cookies), and every link that opens a new tab already cuts the opener.
 */
export function securityHeaders(site: Site, context: PolicyContext): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(site, context),
    ...(context.https ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // The same rule as frame-ancestors 'self', for browsers that predate it.
    "X-Frame-Options": "SAMEORIGIN",
    ...speculationRulesHeader,
  };
}

/**
 * Of the document headers, those that mean something for a script, stylesheet or picture: a
 * browser applies CSP, Referrer-Policy, Permissions-Policy and X-Frame-Options only to the
 * document, so on each of a page's many small files they were bytes for nothing. nosniff and CORP
 * guard the file itself; HSTS is about the host, whichever file carries it.
 */
export const subresourceHeaderNames = [
  "Strict-Transport-Security",
  "Cross-Origin-Resource-Policy",
  "X-Content-Type-Options",
];

export function subresourceHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(documentHeaders).filter(([name]) => subresourceHeaderNames.includes(name)));
}
