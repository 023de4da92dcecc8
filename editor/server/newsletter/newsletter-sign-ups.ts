import type { IncomingMessage, ServerResponse } from "node:http";
import { fieldHasError } from "../../../src/forms/contact-rules.ts";
import { receiverOf } from "../../../src/forms/send-request.ts";
import { newsletterLeavePath, newsletterPath } from "../../../src/forms/request-contract.ts";
import { shownLanguage } from "../../../src/language/in-language.ts";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import { siteShownIn } from "../../../src/language/site-shown-in.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { languageOfPath, pathInLanguage } from "../../../src/manifest/path-rules.ts";
import { plainText } from "../../../src/text/shown-text.ts";
import type { Clock } from "../clock.ts";
import { HttpError, readBody, sendWords } from "../http-io.ts";
import { clientAddress } from "../service/client-address.ts";
import { fromOwnPages } from "../requests/own-pages.ts";
import type { AddressLimit } from "../requests/address-limit.ts";
import type { NewsletterList } from "./newsletter-list.ts";
import {
  joinedPage,
  leaveAskPage,
  leftPage,
  newsletterStyles,
  newsletterStylesPath,
  refusedPage,
  unknownLinkPage,
} from "./newsletter-pages.ts";

export interface NewsletterParts {
  list: NewsletterList;
  limit: AddressLimit;
  clock: Clock;
  liveManifest: () => SiteManifest | undefined;
}

/** A form of a few short fields. */
const bodyLimit = 2048;
const longestAddress = 254;
const formType = /^application\/x-www-form-urlencoded\b/i;

/**
 * The answer pages allow nothing but their own stylesheet and a form back to this server. A link to
 * come off the list carries its secret in the address, so a page opened from it is told the site's
 * origin alone (and the form back still says it comes from the site's own pages).
 */
const pageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; "),
  "Referrer-Policy": "strict-origin",
  "X-Content-Type-Options": "nosniff",
};

function sendPage(res: ServerResponse, status: number, html: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, pageHeaders);
  res.end(html);
}

/**
 * The site as shown on `page` (its language's words) and the way back to it: the home page in the
 * default language when `page` is not an address of this site.
 */
function shownOn(manifest: SiteManifest, page: string) {
  const prefixes = siteLanguages(manifest.site).map((language) => language.prefix);
  const safe = page.startsWith("/") && !page.startsWith("//") && !/[\\\s]/.test(page) ? page : "/";
  const { prefix } = languageOfPath(safe, prefixes);
  const language = shownLanguage(manifest.site, prefix) ?? shownLanguage(manifest.site, "")!;
  return { shown: siteShownIn(manifest.site, language), back: { href: safe === page ? safe : "/" } };
}

/** The site in a language by its code (an address's), and its home page there. */
function shownIn(manifest: SiteManifest, code: string) {
  const language = siteLanguages(manifest.site).find((candidate) => candidate.code === code);
  const prefix = language?.prefix ?? "";
  const shown = siteShownIn(manifest.site, shownLanguage(manifest.site, prefix)!);
  return { shown, back: { href: pathInLanguage("/", prefix) } };
}

/**
 * The footer's newsletter box on the clinic's server: a plain form (the site's pages load no script
 * for it), answered with a page in the visitor's language. An address is kept only when the site sends
 * requests to this server, it looks like an address, the field only robots fill is empty and its
 * sender is within the per-address limit; each gets a link of its own to come off the list, which
 * asks once and takes it off. Nobody's address is logged.
 */
export function newsletterSignUps(parts: NewsletterParts) {
  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    if (!formType.test(req.headers["content-type"] ?? "")) throw new HttpError(400, "bad-request", "A form is sent.");
    if (!fromOwnPages(req)) {
      throw new HttpError(400, "bad-request", "A form comes from the site's own pages.");
    }
    return new URLSearchParams((await readBody(req, bodyLimit)).toString("utf8"));
  }

  function join(form: URLSearchParams, req: IncomingMessage, res: ServerResponse, manifest: SiteManifest): void {
    const page = form.get("page") ?? "/";
    const email = (form.get("email") ?? "").trim();
    const { shown, back } = shownOn(manifest, page);
    const refuse = (status: number, why: string) =>
      sendPage(res, status, refusedPage(shown, why, email, back.href, back));
    if ([...form.keys()].some((name) => !["page", "email", "website"].includes(name))) {
      return refuse(400, plainText(shown.words.newsletterNotTaken));
    }
    if (!parts.limit.admit(clientAddress(req))) return refuse(429, plainText(shown.words.newsletterNotTaken));
    // Only a robot fills the field people can neither see nor reach.
    if (form.get("website")) return refuse(422, plainText(shown.words.newsletterNotTaken));
    if (email.length > longestAddress || fieldHasError("email", email)) {
      return refuse(422, plainText(shown.words.emailInvalid));
    }
    const token = parts.list.join(email, shown.language.code, back.href, parts.clock.now());
    sendPage(res, 200, joinedPage(shown, email, token, back));
  }

  /** A link to come off the list: GET asks, POST takes it off (RFC 8058's one-click POST too, token in the address). */
  async function leave(req: IncomingMessage, res: ServerResponse, url: URL, manifest: SiteManifest): Promise<void> {
    const token =
      req.method === "POST"
        ? ((await readForm(req)).get("token") ?? url.searchParams.get("token") ?? "")
        : (url.searchParams.get("token") ?? "");
    const found = parts.list.find(token);
    if (!found) {
      const { shown, back } = shownIn(manifest, "");
      return sendPage(res, 404, unknownLinkPage(shown, back));
    }
    const { shown, back } = shownIn(manifest, found.language);
    if (req.method === "GET") return sendPage(res, 200, leaveAskPage(shown, found.email, token, back));
    parts.list.leave(token);
    sendPage(res, 200, leftPage(shown, found.email, back));
  }

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const manifest = parts.liveManifest();
    if (!manifest || receiverOf(manifest.site.requests) !== "clinicServer") {
      return sendWords(res, 404, "This site keeps no newsletter list here.");
    }
    if (url.pathname === newsletterLeavePath) return leave(req, res, url, manifest);
    join(await readForm(req), req, res, manifest);
  }

  return {
    /** Whether the request is for the newsletter's addresses; if so it is answered. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      const { pathname } = url;
      if (pathname === newsletterStylesPath && req.method === "GET") {
        sendWords(res, 200, newsletterStyles, { "Content-Type": "text/css; charset=utf-8" });
        return true;
      }
      const route = pathname === newsletterPath ? ["POST"] : pathname === newsletterLeavePath ? ["GET", "POST"] : [];
      if (!route.length) return false;
      if (!route.includes(req.method ?? "")) {
        sendWords(res, 405, `${req.method} is not allowed on ${pathname}.`, { Allow: route.join(", ") });
        return true;
      }
      answer(req, res, url).catch((error: unknown) => {
        if (error instanceof HttpError) return sendWords(res, error.status, error.message);
        sendWords(res, 503, "The list could not take this just now. Please try again in a few minutes.");
      });
      return true;
    },
  };
}
