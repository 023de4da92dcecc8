import { strictTransportSecurity } from "./security-headers.ts";

/**
 * The editor service's own header policy, apart from the website's: no inline script, and no frame
 * but its own canvas and the clinic's map shown in it. Styles may be inline: the page editor
 * positions its panels with them.
 */
function editorContentSecurityPolicy(mapOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${mapOrigin ? ` ${mapOrigin}` : ""}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The editor page's own headers, wherever it runs (`npm run edit` or the service): it holds a token or a
 * session, so no other site may frame it and read it through the frame.
 */
export const editorPageHeaders: Record<string, string> = {
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": "frame-ancestors 'self'",
  // Not no-referrer: under it Chromium sends "Origin: null" with a form's POST, which the origin check must refuse.
  "Referrer-Policy": "same-origin",
};

/** Headers of every answer of the editor service; `mapOrigin` from the site as it is now. */
export function editorHeaders({ https, mapOrigin }: { https: boolean; mapOrigin?: string }): Record<string, string> {
  return {
    ...(https ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
    ...editorPageHeaders,
    "Content-Security-Policy": editorContentSecurityPolicy(mapOrigin),
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
