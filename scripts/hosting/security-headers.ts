import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { contentSecurityPolicy, type PolicyContext } from "./content-security-policy.ts";

const twoYears = 63072000;

/**
 * The headers every response carries, whichever server sends it (the preview server, nginx,
 * Netlify, Cloudflare Pages). HSTS only over HTTPS: sent over plain HTTP a browser ignores it.
 */
export function securityHeaders(site: Site, context: PolicyContext): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(site, context),
    ...(context.https ? { "Strict-Transport-Security": `max-age=${twoYears}; includeSubDomains` } : {}),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // The same rule as frame-ancestors 'self', for browsers that predate it.
    "X-Frame-Options": "SAMEORIGIN",
  };
}
