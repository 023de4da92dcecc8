import type { RequestSettings } from "../manifest/site-manifest.generated.ts";
import type { EngineWordName } from "../language/engine-words.ts";
import type { RefusalKind, RequestForm, RequestRefused } from "./request-contract.ts";
import { NoClinicServer, RefusedByClinic, sendToClinic } from "./send-to-clinic.ts";

/** What became of a request the visitor sent. */
export type SendOutcome =
  /** Kept by the clinic's server, under this reference. */
  | { kind: "received"; reference: string }
  /** Sent by email (EmailJS). */
  | { kind: "sent" }
  /** This form takes no requests online: the visitor is given the phone and WhatsApp. */
  | { kind: "notTaken" }
  /** The clinic's server did not keep it, and says why. */
  | { kind: "refused"; refusal: RequestRefused }
  /** The email could not be sent. */
  | { kind: "failed" };

/** The words a refusal other than the fields' is told in, in the page's language. */
export const refusalWords: Record<Exclude<RefusalKind, "fields">, EngineWordName> = {
  proof: "requestNotShownHuman",
  "too-many": "requestTooMany",
  "too-large": "requestUnavailable",
  "bad-request": "requestUnavailable",
  unavailable: "requestUnavailable",
};

/** Where requests go, as site.requests says: EmailJS when it says nothing (as before it existed). */
export const receiverOf = (settings: RequestSettings | undefined): RequestSettings["receiver"] =>
  settings?.receiver ?? "emailjs";

/**
 * The one place that decides where a form's request goes (site.requests): to the clinic's server
 * when it serves the site, else by email when the form can (`byEmail`), else nowhere. Never rejects:
 * every failure is an outcome the form tells in words, keeping what was typed.
 */
export async function sendRequest(
  settings: RequestSettings | undefined,
  request: { form: RequestForm; fields: Record<string, string>; website: string; offers: boolean },
  byEmail: (() => Promise<void>) | undefined,
): Promise<SendOutcome> {
  const receiver = receiverOf(settings);
  if (receiver === "none") return { kind: "notTaken" };
  if (receiver === "clinicServer") {
    try {
      return { kind: "received", reference: await sendToClinic(request.form, request.fields, request) };
    } catch (error) {
      if (error instanceof RefusedByClinic) return { kind: "refused", refusal: error.refusal };
      if (!(error instanceof NoClinicServer)) {
        // A page without Web Crypto (served over plain http) cannot solve the challenge: said as unavailable.
        console.error("The form could not reach the clinic's server.", error);
        return { kind: "refused", refusal: { refused: "unavailable", message: String(error) } };
      }
    }
  }
  if (!byEmail) return { kind: "notTaken" };
  try {
    await byEmail();
    return { kind: "sent" };
  } catch (error) {
    console.error("The form could not send by email.", error);
    return { kind: "failed" };
  }
}
