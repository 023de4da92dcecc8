import type { AppointmentFormBlock, Block, SiteManifest, Text } from "../../../src/manifest/site-manifest.generated.ts";
import { findRoute } from "../../../src/manifest/find-route.ts";
import { languageOfPath } from "../../../src/manifest/path-rules.ts";
import { blocksInLanguage, shownLanguage } from "../../../src/language/in-language.ts";
import { siteShownIn } from "../../../src/language/site-shown-in.ts";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import { fillWords } from "../../../src/language/fill-words.ts";
import { hoursWordsIn } from "../../../src/hours/hours-words.ts";
import { clinicClock } from "../../../src/dates/clinic-calendar.ts";
import { clinicTimeZone } from "../../../src/dates/clinic-now.ts";
import { plainText } from "../../../src/text/shown-text.ts";
import { appointmentCalendar } from "../../../src/forms/appointment-calendar.ts";
import {
  appointmentFieldLimits,
  appointmentFields,
  checkAppointment,
  type AppointmentValues,
} from "../../../src/forms/appointment-rules.ts";
import { checkAll, contactFieldLimits, contactFields, type ContactValues } from "../../../src/forms/contact-rules.ts";
import { contactFieldMessages } from "../../../src/forms/contact-words.ts";
import {
  requestForms,
  type PatientRequest,
  type RequestForm,
  type RequestRefused,
} from "../../../src/forms/request-contract.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";

/** A request that passed every check: what is kept, with the language it was written in. */
export interface CheckedRequest {
  form: RequestForm;
  /** The page's address as the patient had it. */
  page: string;
  /** The page's language code. */
  language: string;
  /** Exactly the form's fields, in its order. */
  fields: Record<string, string>;
  name: string;
  phone: string;
  /** The department and preferred day (yyyy-mm-dd) of an appointment; "" for a message. */
  department: string;
  day: string;
  key: string;
  proof: string;
  website: string;
  /** The separate, optional consent to health tips and offers. */
  offers: boolean;
}

/** The refusals still possible after the checks, in the page's language. */
export interface LaterRefusals {
  requestNotShownHuman: string;
  requestUnavailable: string;
}

export type RequestCheck =
  { ok: true; request: CheckedRequest; words: LaterRefusals } | { ok: false; refusal: RequestRefused };

const requestKeys: readonly (keyof PatientRequest)[] = ["form", "page", "fields", "website", "proof", "key", "offers"];
const formOfBlock: Record<RequestForm, Block["type"]> = { appointment: "appointmentForm", contact: "contactForm" };
const fieldsOf: Record<RequestForm, readonly string[]> = { appointment: appointmentFields, contact: contactFields };
const limitsOf: Record<RequestForm, Record<string, number>> = {
  appointment: appointmentFieldLimits,
  contact: contactFieldLimits,
};

const badRequest = (message: string): RequestCheck => ({ ok: false, refusal: { refused: "bad-request", message } });

/** The body as a PatientRequest, or what is wrong with its shape (a field the form has not, a number). */
function shapeOf(body: unknown): PatientRequest | string {
  if (!isJsonObject(body)) return "A request is a JSON object.";
  const unknown = Object.keys(body).filter((key) => !requestKeys.includes(key as keyof PatientRequest));
  if (unknown.length) return `A request has no ${unknown.join(", ")}.`;
  const { form, page, fields, website, proof, key, offers } = body;
  if (offers !== undefined && typeof offers !== "boolean") return "A request's offers is true or false.";
  if (typeof form !== "string" || !requestForms.includes(form as RequestForm)) return "No such form.";
  for (const [name, value] of Object.entries({ page, website, proof, key }))
    if (typeof value !== "string") return `A request's ${name} is text.`;
  if (!isJsonObject(fields)) return "A request's fields are an object of texts.";
  const expected = fieldsOf[form as RequestForm];
  const names = Object.keys(fields);
  const strange = names.filter((name) => !expected.includes(name));
  if (strange.length) return `This form has no field ${strange.join(", ")}.`;
  const missing = expected.filter((name) => typeof fields[name] !== "string");
  if (missing.length) return `The form's ${missing.join(", ")} is missing.`;
  if (typeof key !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) return "A request's key is 16 to 64 letters.";
  return body as unknown as PatientRequest;
}

/** The first block of the form's type on the page at `path`, in the page's language, and the site as shown there. */
function formOnPage(manifest: SiteManifest, form: RequestForm, page: string) {
  const languages = siteLanguages(manifest.site);
  const { prefix, path } = languageOfPath(
    page,
    languages.map((language) => language.prefix),
  );
  const language = shownLanguage(manifest.site, prefix);
  const route = findRoute(manifest.routes, path)?.route;
  const written = route?.blocks.find((block) => block.type === formOfBlock[form]);
  if (!language || !written) return undefined;
  const [block] = blocksInLanguage([written], language);
  return { block, shown: siteShownIn(manifest.site, language) };
}

/** What a field's rule says is wrong, in words, with {phone} named (the page makes it a link). */
const inWords = (text: Text, phone: string): string => plainText(fillWords(text, { phone }));

/**
 * Checks a request as the form does (the same rules: appointment-rules.ts, contact-rules.ts), on the
 * site as it is now and the clinic's clock at `now`, and answers in the page's language. Unknown
 * fields, fields too long, a page without that form are refused too: the page never sends them.
 */
export function checkRequest(body: unknown, manifest: SiteManifest, now: Date): RequestCheck {
  if (manifest.site.requests?.receiver !== "clinicServer") {
    // The clinic chose EmailJS or no requests online: nothing may land in the inbox behind its back.
    return { ok: false, refusal: { refused: "unavailable", message: "This site does not take requests here." } };
  }
  const request = shapeOf(body);
  if (typeof request === "string") return badRequest(request);
  const found = formOnPage(manifest, request.form, request.page);
  if (!found) return badRequest(`There is no such form at ${request.page}.`);
  const { block, shown } = found;
  const phone = shown.site.contact.phones[0] ?? "";
  const limits = limitsOf[request.form];
  const tooLong = Object.entries(request.fields).filter(([name, value]) => value.length > limits[name]);
  const fields = Object.fromEntries(fieldsOf[request.form].map((name) => [name, request.fields[name].trim()]));
  let errors: Record<string, string> = {};
  if (request.form === "contact") {
    const flags = checkAll(fields as ContactValues);
    for (const field of contactFields)
      if (flags[field]) errors[field] = inWords(shown.words[contactFieldMessages[field]], phone);
    for (const [name] of tooLong) errors[name] = plainText(shown.words.fieldTooLong);
  } else {
    const appointment = block as AppointmentFormBlock;
    const values = fields as AppointmentValues;
    const site = shown.site;
    const found = checkAppointment(values, {
      ...clinicClock(now, clinicTimeZone(site)),
      ...appointmentCalendar(site, appointment),
      messages: appointment.messages,
      words: hoursWordsIn(shown.words, shown.language.code),
    });
    errors = Object.fromEntries(Object.entries(found).map(([name, text]) => [name, inWords(text, phone)]));
    const choices = (list: Text[]) => list.map((choice) => plainText(choice));
    const notOffered = plainText(shown.words.choiceNotOffered);
    if (!choices(appointment.reasons).includes(values.reason)) errors.reason = notOffered;
    if (!choices(appointment.departments).includes(values.department)) errors.department = notOffered;
    for (const [name] of tooLong) errors[name] ??= plainText(shown.words.fieldTooLong);
  }
  if (Object.keys(errors).length) {
    return {
      ok: false,
      refusal: { refused: "fields", message: plainText(shown.words.requestFieldsRefused), errors },
    };
  }
  return {
    ok: true,
    words: {
      requestNotShownHuman: inWords(shown.words.requestNotShownHuman, phone),
      requestUnavailable: inWords(shown.words.requestUnavailable, phone),
    },
    request: {
      form: request.form,
      page: request.page,
      language: shown.language.code,
      fields,
      name: fields.name,
      phone: request.form === "contact" ? fields.contact : fields.phone,
      department: fields.department ?? "",
      day: fields.date ?? "",
      key: request.key,
      offers: request.offers === true,
      proof: request.proof,
      website: request.website,
    },
  };
}
