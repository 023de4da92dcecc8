import type { IncomingMessage } from "node:http";
import { isEditorAddress } from "../../shared/editor-location.ts";
import type { Session } from "../accounts/sessions.ts";
import { isApiPath } from "../api-routes.ts";
import { reads, type Admit } from "../editor-requests.ts";
import { HttpError, sendWords } from "../http-io.ts";
import type { RequestGuard } from "../request-guard.ts";
import { sendPage, type SignInDesk } from "./sign-in-desk.ts";
import { signInPage, signInPath, signInStyles, signInStylesPath, signOutPath } from "./sign-in-page.ts";
import { welcomePath } from "./welcome-page.ts";

const signedOut =
  "You are signed out (the session ended or the password changed). Sign in again in a new tab; " +
  "your unpublished changes are kept for you on the server.";

/**
 * The service lets in a signed-in person only, and notes their session in `sessions` for the API. It
 * answers the rest itself: the sign-in page and its styles, signing in and out, and anyone signed out.
 * A page needs the editor's own origin too; an API call's origin is the API's to check.
 */
export function admitBySession({
  desk,
  guard,
  sessions,
}: {
  desk: SignInDesk;
  guard: RequestGuard;
  sessions: WeakMap<IncomingMessage, Session>;
}): Admit {
  return async (req, res, url) => {
    const path = url.pathname;
    const reading = reads(req);
    if (path === signInStylesPath && reading) {
      res.writeHead(200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(signInStyles);
      return false;
    }
    if (path === signInPath && reading) {
      if (desk.sessionOf(req)) sendPage(res, 303, "", { Location: "/edit/" });
      else sendPage(res, 200, signInPage({ next: url.searchParams.get("next") ?? "/edit/" }));
      return false;
    }
    if (path === welcomePath && reading) {
      desk.welcomePage(res, url.searchParams.get("key") ?? "");
      return false;
    }
    if (path === welcomePath && req.method === "POST") {
      guard.checkOrigin(req, { writes: true });
      await desk.welcome(req, res);
      return false;
    }
    if ((path === signInPath || path === signOutPath) && req.method === "POST") {
      guard.checkOrigin(req, { writes: true });
      await (path === signInPath ? desk.signIn(req, res) : desk.signOut(req, res));
      return false;
    }
    const session = desk.sessionOf(req);
    if (!session) {
      if (isApiPath(path)) throw new HttpError(401, "signed-out", signedOut);
      const next = isEditorAddress(path) ? path : "/edit/";
      if (reading) sendPage(res, 401, signInPage({ next }));
      else sendWords(res, 401, signedOut);
      return false;
    }
    sessions.set(req, session);
    if (!isApiPath(path)) guard.checkOrigin(req, { writes: !reading });
    return true;
  };
}
