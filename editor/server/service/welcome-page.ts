import { escapeHtml } from "../../../src/text/escape-html.ts";
import { minimumPasswordLength } from "../accounts/password-rule.ts";
import { servicePage, signInPath } from "./sign-in-page.ts";

/** Where a one-time link leads: the person chooses their password there, and is signed in. */
export const welcomePath = "/welcome";

/** The one-time link's address, as the owner hands it over. */
export function welcomeLink(origin: string, secret: string): string {
  return `${origin}${welcomePath}?key=${secret}`;
}

/** Choosing one's password, with a link that works: the person's name, the password twice. */
export function welcomePage({ name, secret, message }: { name: string; secret: string; message?: string }): string {
  const alert = message ? `<p class="sign-in__message" role="alert">${escapeHtml(message)}</p>` : "";
  return servicePage(
    "Choose your password",
    `<p>Welcome, ${escapeHtml(name)}. Choose the password you will sign in with: at least ${minimumPasswordLength}
      characters, known to you alone.</p>
      ${alert}
      <form method="post" action="${welcomePath}">
        <input type="hidden" name="key" value="${escapeHtml(secret)}" />
        <input type="hidden" name="name" autocomplete="username" value="${escapeHtml(name)}" />
        <label for="password">New password</label>
        <input id="password" name="password" type="password" autocomplete="new-password" required autofocus />
        <label for="confirmation">The same password again</label>
        <input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required />
        <button type="submit">Save my password and sign in</button>
      </form>`,
  );
}

/** A link used already, replaced by a newer one, or too old. */
export function linkGonePage(): string {
  return servicePage(
    "Link no longer works",
    `<p class="sign-in__message" role="alert">This link no longer works: it was used, replaced by a newer one, or
      is more than three days old. Ask the clinic's owner for a new one.</p>
      <p><a href="${signInPath}">Sign in</a> if you have chosen your password already.</p>`,
  );
}
