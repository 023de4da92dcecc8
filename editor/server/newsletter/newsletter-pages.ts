import { join } from "node:path";
import { fillWords } from "../../../src/language/fill-words.ts";
import type { ShownSite } from "../../../src/language/shown-site.tsx";
import { newsletterLeavePath, newsletterPath } from "../../../src/forms/request-contract.ts";
import { escapeHtml } from "../../../src/text/escape-html.ts";
import { plainText } from "../../../src/text/shown-text.ts";
import { plainPageStyles } from "../plain-page.ts";

/** The answer pages' look, in a file of their own: their policy allows no inline style. */
export const newsletterStylesPath = "/forms/newsletter.css";
export const newsletterStyles = plainPageStyles(join(import.meta.dirname, "newsletter-page.css"));

/** The page of the site the answer leads back to. */
export interface WayBack {
  href: string;
}

type Shown = Pick<ShownSite, "site" | "words" | "language">;

const words = (shown: Shown, name: keyof ShownSite["words"], values: Record<string, string> = {}) =>
  escapeHtml(fillWords(plainText(shown.words[name]), values));

/** A whole page in the visitor's language, the site's name and the box's title above what it says. */
function page(shown: Shown, body: string, back: WayBack): string {
  const title = `${plainText(shown.site.footer.newsletter.title)} · ${plainText(shown.site.name)}`;
  return `<!doctype html>
<html lang="${escapeHtml(shown.language.code)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${newsletterStylesPath}" />
  </head>
  <body>
    <main class="newsletter-answer">
      <p class="newsletter-answer__site">${escapeHtml(plainText(shown.site.name))}</p>
      <h1>${escapeHtml(plainText(shown.site.footer.newsletter.title))}</h1>
      ${body}
      <p><a href="${escapeHtml(back.href)}">${words(shown, "backToSite")}</a></p>
    </main>
  </body>
</html>
`;
}

/**
 * The address is on the list: with its own link to come off it, to keep, when it was added now. An
 * address already on the list is told only that each e-mail carries its link: whoever typed it again
 * may not be its owner.
 */
export function joinedPage(shown: Shown, email: string, leaveToken: string | undefined, back: WayBack): string {
  const leaveHref = leaveToken && `${newsletterLeavePath}?token=${encodeURIComponent(leaveToken)}`;
  const leave = leaveHref
    ? `<p>${words(shown, "newsletterLeaveAnyTime")}
        <a href="${escapeHtml(leaveHref)}">${words(shown, "newsletterLeaveButton")}</a></p>`
    : `<p>${words(shown, "newsletterNotice")}</p>`;
  return page(shown, `<p role="status">${words(shown, "newsletterJoined", { email })}</p>\n      ${leave}`, back);
}

/**
 * The address was not taken: `why`, and the box again with what was typed, so nothing is lost, sent
 * from `pagePath` as before.
 */
export function refusedPage(shown: Shown, why: string, email: string, pagePath: string, back: WayBack): string {
  return page(
    shown,
    `<p role="alert">${escapeHtml(why)}</p>
      <form method="post" action="${newsletterPath}">
        <input type="hidden" name="page" value="${escapeHtml(pagePath)}" />
        <label for="email">${words(shown, "newsletterEmail")}</label>
        <input id="email" name="email" type="email" required maxlength="254" autocomplete="email"
          value="${escapeHtml(email)}" />
        <button type="submit">${escapeHtml(plainText(shown.site.footer.newsletter.buttonLabel))}</button>
      </form>`,
    back,
  );
}

/** What a link to come off the list opens: the one button that does it (mail scanners open links, not buttons). */
export function leaveAskPage(shown: Shown, email: string, leaveToken: string, back: WayBack): string {
  return page(
    shown,
    `<form method="post" action="${newsletterLeavePath}">
        <p>${words(shown, "newsletterLeaveAsk", { email })}</p>
        <input type="hidden" name="token" value="${escapeHtml(leaveToken)}" />
        <button type="submit">${words(shown, "newsletterLeaveButton")}</button>
      </form>`,
    back,
  );
}

export function leftPage(shown: Shown, email: string, back: WayBack): string {
  return page(shown, `<p role="status">${words(shown, "newsletterLeft", { email })}</p>`, back);
}

export function unknownLinkPage(shown: Shown, back: WayBack): string {
  return page(shown, `<p role="status">${words(shown, "newsletterUnknownLink")}</p>`, back);
}
