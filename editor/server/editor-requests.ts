import type { IncomingMessage, ServerResponse } from "node:http";
import { isEditorAddress } from "../app/editor-location.ts";
import type { apiHandler } from "./api-routes.ts";
import type { editorFiles } from "./editor-files.ts";
import { sendEditorPage, type EditorPageOptions } from "./editor-page.ts";
import { HttpError, sendError, sendJson } from "./http-io.ts";
import type { RequestGuard } from "./request-guard.ts";

/** Lets a request in, or answers it itself and says false (the service's sign-in, a signed-out person). */
export type Admit = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

type SendWords = (res: ServerResponse, status: number, text: string, headers?: Record<string, string>) => void;

/** An editor server's parts, and the few points where `npm run edit` and the clinic's service answer apart. */
export interface EditorRequestRules {
  /** The address people open the editor at, without the last slash: a request from another host is sent there. */
  origin: string;
  guard: RequestGuard;
  api: ReturnType<typeof apiHandler>;
  files: ReturnType<typeof editorFiles>;
  /** The editor page, which every editor address serves. */
  htmlFile: string;
  /** Whether a request asks to read a page: `npm run edit` knows GET alone, the service HEAD too. */
  reads: (req: IncomingMessage) => boolean;
  /** How a few words are sent (the way from / to /edit/, "Not found"): as plain text, or as a page. */
  sendWords: SendWords;
  /** Set on every answer, refusals included: the service's HSTS and policies. */
  everyAnswer?: Record<string, string>;
  /** `npm run edit` refuses a page (not an API call) from another host in words; the service, as JSON. */
  refusesPagesInWords?: boolean;
  /** Left out, every request to the editor's own host is let in: the API asks for the page's token itself. */
  admit?: Admit;
  /** The meta tags (and headers) the editor page is sent with to this request. */
  editorPage: (req: IncomingMessage) => EditorPageOptions;
  /** How the log names the server: "Editor server" or "Editor service". */
  logName: string;
  /** What the answer to an unexpected failure says before the error's own message. */
  failureWords: string;
  /** Logs an unexpected failure: `line` names the server and the request. */
  log: (line: string, error: unknown) => void;
}

/**
 * Answers a request to an editor server: refuses another host (a page that rebound its domain to this
 * machine), lets the server admit it, then sends /api/ to the API, the editor page to an editor address,
 * or a file. A refusal thrown on the way is answered with its own status; anything else is a 500, logged.
 */
export function editorRequestHandler(rules: EditorRequestRules): (req: IncomingMessage, res: ServerResponse) => void {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(rules.everyAnswer ?? {})) res.setHeader(name, value);
    const url = new URL(req.url ?? "/", rules.origin);
    const path = url.pathname;
    const isApi = path.startsWith("/api/");
    if (!rules.guard.isKnownHost(req)) {
      const refusal = new HttpError(
        403,
        "forbidden",
        `Open the editor at ${rules.origin}/ ; other host names are refused.`,
      );
      if (isApi || !rules.refusesPagesInWords) throw refusal;
      return rules.sendWords(res, refusal.status, refusal.message);
    }
    if (rules.admit && !(await rules.admit(req, res, url))) return;
    if (isApi) return rules.api(req, res, url);
    const reading = rules.reads(req);
    if (reading && path === "/") return rules.sendWords(res, 302, "", { Location: "/edit/" });
    if (reading && isEditorAddress(path)) return sendEditorPage(res, rules.htmlFile, rules.editorPage(req));
    rules.files(req, res, () => rules.sendWords(res, 404, `Not found: ${path}`));
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error);
      rules.log(`${rules.logName}: ${req.method} ${req.url} failed:`, error);
      const message = error instanceof Error ? error.message : String(error);
      sendJson(res, 500, { error: "internal", message: `${rules.failureWords}: ${message}` });
    });
  };
}
