import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";

/**
 * The files an editor page asks for: its own (named by their content, so kept for good), then the
 * site's pictures, read anew at each request so that an upload shows at once; `notFound` answers the rest.
 */
export function editorFiles(appDir: string, publicDir: string) {
  const appFiles = sirv(appDir, { dev: false, etag: true, immutable: true, maxAge: 31536000 });
  const pictures = sirv(publicDir, { dev: true, etag: true });
  return (req: IncomingMessage, res: ServerResponse, notFound: () => void) =>
    appFiles(req, res, () => pictures(req, res, notFound));
}
