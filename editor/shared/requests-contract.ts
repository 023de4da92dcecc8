/*
 * Patients' requests as staff read and answer them: declared once for the editor's page (the
 * Requests view) and its server (editor/server/requests/).
 */
import type { RefusalKind } from "../../src/forms/request-contract.ts";

/** Where a request stands with the front desk, in the order it moves. */
export const requestStates = ["new", "called", "booked", "closed"] as const;
export type RequestState = (typeof requestStates)[number];

/** A state as staff read it. */
export const requestStateWords: Record<RequestState, string> = {
  new: "New",
  called: "Called",
  booked: "Booked",
  closed: "Closed",
};

/** One thing that happened to a request: it arrived, someone marked it, with their note. */
export interface RequestEvent {
  /** Milliseconds since the epoch, on the service's clock. */
  at: number;
  /** Who did it; "" for the patient's own sending. */
  person: string;
  action: "received" | RequestState;
  note: string;
}

/** What is left of an erased request: that it was, when, by whom and why; nothing of the patient. */
export interface ErasureLine {
  reference: string;
  at: number;
  /** "" when the kept period ended by itself. */
  person: string;
  why: string;
}

/** A request as staff read it, with what happened to it. */
export interface KeptRequest {
  reference: string;
  form: "appointment" | "contact";
  /** The page it was sent from, as the patient had it. */
  page: string;
  /** The language code of that page. */
  language: string;
  /** What the patient wrote, by the form's field names (an appointment's date as yyyy-mm-dd). */
  fields: Record<string, string>;
  receivedAt: number;
  state: RequestState;
  /** Whether they ticked the separate, optional box for health tips and offers. */
  offers: boolean;
  events: RequestEvent[];
}

/** What the Requests view asks for: every part optional. Dates are yyyy-mm-dd on the clinic's clock. */
export interface RequestFilter {
  state?: RequestState;
  form?: KeptRequest["form"];
  department?: string;
  from?: string;
  to?: string;
  /** Part of a name or a phone number. */
  search?: string;
}

/** How many requests the forms' endpoint refused since `since` (the service's start), by why: counted, never kept. */
export interface RefusedCounts {
  since: number;
  counts: Record<RefusalKind, number>;
}

/** The Requests view's list, how many are new, and how many were refused. */
export interface RequestList {
  requests: KeptRequest[];
  newCount: number;
  refused: RefusedCounts;
}

/** A change of state, with the person's note. */
export interface RequestMark {
  reference: string;
  state: RequestState;
  note: string;
}

/** An address on the footer's newsletter list, as staff see it: given on `page`, in `language`, at `joinedAt`. */
export interface NewsletterEntry {
  email: string;
  language: string;
  page: string;
  joinedAt: number;
}

/** The newsletter list, newest first. */
export interface NewsletterAddresses {
  addresses: NewsletterEntry[];
}
