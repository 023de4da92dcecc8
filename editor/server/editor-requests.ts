import type { IncomingMessage, ServerResponse } from "node:http";
import { mapOriginOf } from "../../scripts/hosting/content-security-policy.ts";
import { editorHeaders } from "../../scripts/hosting/editor-headers.ts";
import type { Site } from "../../src/manifest/site-manifest.generated.ts";
import { isEditorAddress } from "../shared/editor-location.ts";
import { isJsonObject } from "../shared/schema/json-value.ts";
import { isApiPath, type apiHandler } from "./api-routes.ts";
import type { editorFiles } from "./editor-files.ts";
import { sendEditorPage } from "./editor-page.ts";
import { HttpError, sendError, sendJson, sendWords } from "./http-io.ts";
import type { ManifestService } from "./manifest-service.ts";
import type { RequestGuard } from "./request-guard.ts";

/** Lets a request in, or answers it itself and says false (the service's sign-in, a signed-out person). */
export type Admit = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** Whether a request asks to read (a page, a file), as opposed to changing something. */
export const reads = (req: IncomingMessage): boolean => req.method === "GET" || req.method === "HEAD";

/** An editor server's parts; `npm run edit` and the clinic's service differ in `admit` and `pageMeta` alone. */
export interface EditorRequestRules {
  /** The address people open the editor at, without the last slash: a request from another host is sent there. */
  origin: string;
  guard: RequestGuard;
  manifest: ManifestService;
  api: ReturnType<typeof apiHandler>;
  files: ReturnType<typeof editorFiles>;
  /** The editor page, which every editor address serves. */
  htmlFile: string;
  /** Left out, every request to the editor's own host is let in: the API asks for the page's token itself. */
  admit?: Admit;
  /** The `<meta>` tags the editor page is sent with to this request: the token, who is signed in. */
  pageMeta: (req: IncomingMessage) => Record<string, string>;
  /** How the log names the server ("Editor server", "Editor service"), and where its lines go. */
  logName: string;
  log: (line: string) => void;
}

/** The map's origin as site.json names it now: the editor page's policy lets the canvas show that map. */
function mapOriginNow(manifest: ManifestService): string | undefined {
  try {
    const parsed: unknown = JSON.parse(manifest.current().text);
    return isJsonObject(parsed) && isJsonObject(parsed.site) ? mapOriginOf(parsed.site as unknown as Site) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a request to an editor server: refuses another host (a page that rebound its domain to this
 * machine), lets the server admit it, then sends /api/ to the API, the editor page to an editor address,
 * or a file. Every answer carries the editor's headers. A refusal thrown on the way is answered with its
 * own status; anything else is a 500, logged.
 */
export function editorRequestHandler(rules: EditorRequestRules): (req: IncomingMessage, res: ServerResponse) => void {
  const https = new URL(rules.origin).protocol === "https:";
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(editorHeaders({ https }))) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", rules.origin);
    const path = url.pathname;
    const isApi = isApiPath(path);
    if (!rules.guard.isKnownHost(req)) {
      const words = `Open the editor at ${rules.origin}/ ; other host names are refused.`;
      if (isApi) throw new HttpError(403, "forbidden", words);
      return sendWords(res, 403, words);
    }
    if (rules.admit && !(await rules.admit(req, res, url))) return;
    if (isApi) return rules.api(req, res, url);
    if (reads(req) && path === "/") return sendWords(res, 302, "", { Location: "/edit/" });
    if (reads(req) && isEditorAddress(path)) {
      return sendEditorPage(res, rules.htmlFile, {
        meta: rules.pageMeta(req),
        headers: editorHeaders({ https, mapOrigin: mapOriginNow(rules.manifest) }),
      });
    }
    rules.files(req, res, () => sendWords(res, 404, `Not found: ${path}`));
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error);
      const message = error instanceof Error ? error.message : String(error);
      // The path alone: a query can hold a secret (a one-time link's key).
      const path = new URL(req.url ?? "/", "http://editor").pathname;
      rules.log(`${rules.logName}: ${req.method} ${path} failed: ${String(error)}`);
      sendJson(res, 500, { error: "internal", message: `The editor could not do this: ${message}` });
    });
  };
}
