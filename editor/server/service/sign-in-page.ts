import { join } from "node:path";
import { escapeHtml } from "../../../src/text/escape-html.ts";
import { plainPageStyles } from "../plain-page.ts";
import { isEditorAddress } from "../../shared/editor-location.ts";

export const signInPath = "/sign-in";
export const signOutPath = "/sign-out";
export const signInStylesPath = "/sign-in.css";

/** Where to go after signing in: an editor address of this server, never another site. */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//") || /[\\\s]/.test(next)) return "/edit/";
  return isEditorAddress(next) ? next : "/edit/";
}

/**
 * The sign-in page: a plain form that works without script, so that it needs no script at all
 * (the editor's CSP allows none inline). `message` is what went wrong with the last try, in words.
 */
export function signInPage({ message, name = "", next }: { message?: string; name?: string; next: string }): string {
  // The cursor starts where typing is needed: the name, or the password when the name is known.
  const nameFocus = name ? "" : " autofocus";
  const passwordFocus = name ? " autofocus" : "";
  const alert = message ? `<p class="sign-in__message" role="alert">${escapeHtml(message)}</p>` : "";
  return servicePage(
    "Sign in",
    `<p>Sign in with the name and password you were given.</p>
      ${alert}
      <form method="post" action="${signInPath}">
        <input type="hidden" name="next" value="${escapeHtml(safeNext(next))}" />
        <label for="name">Name</label>
        <input id="name" name="name" autocomplete="username" required value="${escapeHtml(name)}"${nameFocus} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${passwordFocus} />
        <button type="submit">Sign in</button>
      </form>`,
  );
}

/**
 * A page of the service's own, before anyone is signed in: its title and body under the editor's name.
 * Its loads name only the origin as their referrer, since its address can hold a one-time link's key.
 */
export function servicePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="strict-origin" />
    <title>${escapeHtml(title)} · Website editor</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${signInStylesPath}" />
  </head>
  <body>
    <main class="sign-in">
      <h1>Website editor</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/** The page's look, in a file of its own: the CSP allows no inline style element. */
export const signInStyles = plainPageStyles(join(import.meta.dirname, "sign-in.css"));
