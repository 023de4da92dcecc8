import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { clinicTimeZone } from "../../../src/dates/clinic-now.ts";
import { instantOfMoment, isCalendarDay } from "../../../src/dates/local-moment.ts";
import { requestForms, type RequestForm } from "../../../src/forms/request-contract.ts";
import {
  requestStates,
  type RequestFilter,
  type RefusedCounts,
  type RequestList,
  type RequestState,
} from "../../shared/requests-contract.ts";
import { readAsked, writeFor, readFor, type ApiRoutes } from "../api-routes.ts";
import { HttpError } from "../http-io.ts";
import { requestsCsv } from "./requests-csv.ts";
import { UnknownRequestError, type RequestStore, type StoreFilter } from "./request-store.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";

/** A note is a few lines of what was said on the phone. */
const noteLimit = 2000;

const isState = (value: unknown): value is RequestState => requestStates.includes(value as RequestState);

/** The day after a yyyy-mm-dd day. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The filter a query names, with its days as instants on the clinic's clock; a part written wrong is refused. */
export function filterOf(url: URL, site: Pick<SiteManifest["site"], "timeZone"> | undefined): StoreFilter {
  const query = url.searchParams;
  const filter: RequestFilter = {};
  const state = query.get("state") ?? "";
  if (state) {
    if (!isState(state)) throw new HttpError(400, "bad-request", `There is no state "${state}".`);
    filter.state = state;
  }
  const form = query.get("form") ?? "";
  if (form) {
    if (!requestForms.includes(form as RequestForm)) throw new HttpError(400, "bad-request", `No form "${form}".`);
    filter.form = form as RequestForm;
  }
  const zone = clinicTimeZone(site ?? {});
  const instant = (name: "from" | "to", day: string) => {
    if (!isCalendarDay(day)) throw new HttpError(400, "bad-request", `"${name}" is a day written yyyy-mm-dd.`);
    return instantOfMoment(`${name === "to" ? dayAfter(day) : day}T00:00`, zone).getTime();
  };
  const from = query.get("from") ?? "";
  const to = query.get("to") ?? "";
  return {
    ...filter,
    department: query.get("department") || undefined,
    search: query.get("search") || undefined,
    since: from ? instant("from", from) : undefined,
    before: to ? instant("to", to) : undefined,
  };
}

/**
 * The Requests view's endpoints, for signed-in staff only (the API's guard asks first): the list,
 * a change of state with a note, and the CSV export of what the filter lets through.
 */
export function staffRequestRoutes(
  store: RequestStore,
  site: () => SiteManifest["site"] | undefined,
  personOf: (req: IncomingMessage) => string,
  refused: () => RefusedCounts,
): ApiRoutes {
  return {
    [apiEndpoints.requests]: {
      ...readFor("read-requests"),
      handle: async (_req: IncomingMessage, _res: ServerResponse, url: URL) => {
        const list: RequestList = {
          requests: store.list(filterOf(url, site())),
          newCount: store.newCount(),
          refused: refused(),
        };
        return list;
      },
    },
    [apiEndpoints.markRequest]: {
      ...writeFor("read-requests"),
      handle: async (req) => {
        const { reference, state, note } = await readAsked(req, apiEndpoints.markRequest, 16 * 1024);
        if (typeof reference !== "string" || !isState(state) || typeof note !== "string" || note.length > noteLimit) {
          throw new HttpError(
            400,
            "bad-request",
            "A mark is { reference, state, note }, the note at most 2,000 letters.",
          );
        }
        try {
          return store.mark(reference, state, note.trim(), personOf(req));
        } catch (error) {
          if (error instanceof UnknownRequestError) throw new HttpError(404, "not-found", error.message);
          throw error;
        }
      },
    },
    [apiEndpoints.eraseRequests]: {
      ...writeFor("read-requests"),
      handle: async (req) => {
        const { phone } = await readAsked(req, apiEndpoints.eraseRequests, 1024);
        if (typeof phone !== "string" || phone.replace(/\D/g, "").length < 10) {
          throw new HttpError(400, "bad-request", "Give the 10-digit phone number the requests were sent with.");
        }
        return { erased: store.eraseByPhone(phone, personOf(req)) };
      },
    },
    [apiEndpoints.exportRequests]: {
      ...readFor("read-requests"),
      handle: async (_req, res, url) => {
        const csv = requestsCsv(store.list(filterOf(url, site())), site() ?? {});
        res.writeHead(200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="requests.csv"',
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        });
        // A byte-order mark first: spreadsheets then read Gujarati and Hindi as UTF-8.
        res.end(`\uFEFF${csv}`);
      },
    },
  };
}
