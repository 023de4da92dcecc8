import type { IncomingMessage } from "node:http";

/**
 * Whether a form's POST comes from the site's own pages: its Origin is this very host, or it has none
 * (an older browser). A page of another site, or one that hides where it is ("null"), is refused.
 */
export function fromOwnPages(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
