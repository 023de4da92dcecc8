/**
 * What a form on the website sends to the clinic's own server, and what it answers: the one
 * declaration both the page (send-to-clinic.ts) and the service (editor/server/requests/) read.
 * The service is reached through the site's own address (nginx passes /forms/ to it), so the
 * page needs no other origin in its policy.
 */

/** The challenge a form solves before it sends (a proof of work, ALTCHA's format). */
export const challengePath = "/forms/challenge";
/** Where a request is sent. */
export const requestsPath = "/forms/requests";
/** Where the footer's newsletter box sends an address, as a plain form (no script): the answer is a page. */
export const newsletterPath = "/forms/newsletter";
/** The page that takes an address off the newsletter list: ?token=… (GET asks, POST takes it off). */
export const newsletterLeavePath = "/forms/newsletter/leave";
/**
 * Set to "1" in the builds the clinic's server makes of the site it serves, so that a page can tell
 * without script that /forms/ is answered (the newsletter box, a plain form): newsletter-sign-up.ts.
 */
export const servedByClinicServerVariable = "VITE_SERVED_BY_CLINIC_SERVER";
/** Everything under it is the service's: nginx passes it on. */
export const formsPrefix = "/forms/";

/** The forms that send requests. */
export const requestForms = ["appointment", "contact"] as const;
export type RequestForm = (typeof requestForms)[number];

/**
 * How long a closed request is kept when site.json does not say (site.requests.keepClosedDays): 90
 * days leaves the front desk a season to look back at a follow-up or a question about a visit, and
 * no longer (DPDP Act s.8(7): erased once its purpose is served). The forms' notice says it.
 */
export const defaultKeepClosedDays = 90;

/** The largest body the service reads: a request is a few fields of text. */
export const requestBodyLimit = 16 * 1024;

/** A request as the page sends it. */
export interface PatientRequest {
  form: RequestForm;
  /** The page's address as the visitor has it ("/gu/appointments"): its language and its form. */
  page: string;
  /** The form's fields, by their names in the form. */
  fields: Record<string, string>;
  /** The field only a robot fills. */
  website: string;
  /** The solved challenge, as ALTCHA's payload (base64 of its JSON). */
  proof: string;
  /** Made once per request by the page and sent again on a retry: the same request is kept once. */
  key: string;
  /** Whether the patient ticked the separate, optional box for health tips and offers. */
  offers?: boolean;
}

/** The challenge as the service gives it. */
export interface ProofChallenge {
  algorithm: "SHA-256";
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** The answer to a request that was kept: the reference the patient can quote on the phone. */
export interface RequestReceived {
  reference: string;
}

/**
 * Why a request was not kept. `fields`: a field breaks its form's rule (each message in the page's
 * language); `proof`: the challenge was wrong or used; `too-many`: too many from one address;
 * `too-large` and `bad-request`: not what a form sends; `unavailable`: the server cannot keep it now.
 */
export type RefusalKind = "fields" | "proof" | "too-many" | "too-large" | "bad-request" | "unavailable";

export interface RequestRefused {
  refused: RefusalKind;
  /** In the page's language where the service knows it. */
  message: string;
  errors?: Record<string, string>;
}
