import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import { newsletterLeavePath } from "../../../src/forms/request-contract.ts";
import type { NewsletterAddresses } from "../../shared/requests-contract.ts";
import { readAsked, writeFor, readFor, type ApiRoutes } from "../api-routes.ts";
import { HttpError } from "../http-io.ts";
import { csvCell } from "../requests/requests-csv.ts";
import type { ListedWithLink, NewsletterList } from "./newsletter-list.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";

/**
 * The list as a CSV file: each address with when, where and in which language it was given, and its own
 * link to come off the list, to put in every e-mail sent to it (on the site's address when site.url is set).
 */
export function newsletterCsv(addresses: readonly ListedWithLink[], site: SiteManifest["site"]): string {
  const header = ["email", "joined", "language", "page", "link to come off the list"];
  const rows = addresses.map((address) => [
    address.email,
    clinicTimeInWords(new Date(address.joinedAt), site),
    address.language,
    address.page,
    `${site.url ?? ""}${newsletterLeavePath}?token=${encodeURIComponent(address.leaveToken)}`,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The newsletter list's endpoints, for signed-in staff only (the API's guard asks first). */
export function staffNewsletterRoutes(list: NewsletterList, site: () => SiteManifest["site"] | undefined): ApiRoutes {
  return {
    [apiEndpoints.newsletter]: {
      ...readFor("read-requests"),
      handle: async () => {
        const addresses = list
          .list()
          .map(({ email, language, page, joinedAt }) => ({ email, language, page, joinedAt }));
        return { addresses } satisfies NewsletterAddresses;
      },
    },
    [apiEndpoints.removeFromNewsletter]: {
      ...writeFor("read-requests"),
      handle: async (req) => {
        const { email } = await readAsked(req, apiEndpoints.removeFromNewsletter, 1024);
        if (typeof email !== "string" || !email)
          throw new HttpError(400, "bad-request", "Give the address to take off the list.");
        if (!list.remove(email)) throw new HttpError(404, "not-found", `${email} is not on the list.`);
        return { removed: email };
      },
    },
    [apiEndpoints.exportNewsletter]: {
      ...readFor("read-requests"),
      handle: async (_req, res) => {
        const current = site();
        if (!current) throw new HttpError(503, "unavailable", "The website is not published yet.");
        res.writeHead(200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="newsletter.csv"',
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        });
        res.end(`\uFEFF${newsletterCsv(list.list(), current)}`);
      },
    },
  };
}
