import type { KeptRequest, RequestFilter, RequestList, RequestMark } from "../../shared/requests-contract.ts";
import { accepted, ask, askWith, call } from "./editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";

/** The filter as a query: only the parts that are set. */
function queryOf(filter: RequestFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !!entry[1]),
  );
}

/** Patients' requests the filter lets through, newest first, and how many are new. */
export async function listRequests(filter: RequestFilter): Promise<RequestList> {
  return ask(apiEndpoints.requests, { query: queryOf(filter) });
}

/** Marks a request Called, Booked, Closed or New, with a note; answers with the request as it is now. */
export async function markRequest(mark: RequestMark): Promise<KeptRequest> {
  return askWith(apiEndpoints.markRequest, mark);
}

/** The requests the filter lets through, as a CSV file. */
export async function exportRequests(filter: RequestFilter): Promise<Blob> {
  const response = await call(apiEndpoints.exportRequests, { query: queryOf(filter) });
  return (await accepted(response)).blob();
}

/** Erases every request sent with this phone number; answers with their references. */
export async function eraseRequestsOf(phone: string): Promise<string[]> {
  const answered = await askWith(apiEndpoints.eraseRequests, { phone });
  return answered.erased;
}
