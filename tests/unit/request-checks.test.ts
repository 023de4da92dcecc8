import { describe, expect, it } from "vitest";
import { checkRequest } from "../../editor/server/requests/request-checks.ts";
import { gujaratiWords } from "../../src/language/words/gujarati.ts";
import { englishWords } from "../../src/language/words/english.ts";
import { hindiWords } from "../../src/language/words/hindi.ts";
import type { SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { sampleWithClinicRequests } from "../fixtures/sample-site.ts";

/** The sample in English and Gujarati; the /appointments form's date messages translated, as staff would. */
function twoLanguageSite(): SiteManifest {
  const manifest = sampleWithClinicRequests();
  const form = manifest.routes
    .find((route) => route.path === "/appointments")
    ?.blocks.find((block) => block.type === "appointmentForm");
  if (form?.type !== "appointmentForm") throw new Error("The sample has an appointment form at /appointments.");
  form.messages.datePast = { en: "Please choose today or a later date", gu: "કૃપા કરીને આજની કે પછીની તારીખ પસંદ કરો" };
  return manifest;
}

// Wednesday 18 November 2026, 10:00 at the clinic (Asia/Kolkata).
const now = new Date("2026-11-18T10:00:00+05:30");

const appointment = (fields: Record<string, string> = {}, page = "/gu/appointments") => ({
  form: "appointment",
  page,
  fields: {
    name: "ભાવિકા પટેલ",
    phone: "9876543210",
    medicalRecordNumber: "",
    date: "2026-11-20",
    time: "09:30",
    reason: "New Patient Visit",
    department: "Physiotherapy",
    ...fields,
  },
  website: "",
  proof: "proof",
  key: "key-of-sixteen-letters",
});

const contact = (fields: Record<string, string> = {}, page = "/contact") => ({
  form: "contact",
  page,
  fields: {
    name: "Ravi Shah",
    email: "ravi@example.in",
    contact: "9876543210",
    subject: "Knee pain after a fall",
    message: "I fell last week and my knee still hurts when I climb the stairs at home.",
    ...fields,
  },
  website: "",
  proof: "proof",
  key: "key-of-sixteen-letters",
});

describe("a request checked by the clinic's server, with the form's own rules", () => {
  it("keeps an appointment in Hindi on a site with Hindi pages, and refuses one in Hindi words", () => {
    const manifest = twoLanguageSite();
    manifest.site.languages = [...(manifest.site.languages ?? []), { code: "hi", name: "हिन्दी" }];
    const hindi = { name: "सुनीता शर्मा" };
    const checked = checkRequest(appointment(hindi, "/hi/appointments"), manifest, now);
    expect(checked.ok && checked.request).toMatchObject({
      language: "hi",
      name: "सुनीता शर्मा",
      page: "/hi/appointments",
    });
    const refused = checkRequest(appointment({ ...hindi, phone: "12345" }, "/hi/appointments"), manifest, now);
    expect(!refused.ok && refused.refusal.message).toBe(hindiWords.requestFieldsRefused);
  });

  it("keeps an appointment in Gujarati, with its language, department and day", () => {
    const checked = checkRequest(appointment(), twoLanguageSite(), now);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request).toMatchObject({
      form: "appointment",
      language: "gu",
      name: "ભાવિકા પટેલ",
      phone: "9876543210",
      department: "Physiotherapy",
      day: "2026-11-20",
    });
  });

  it("refuses a past date in the page's language, and says which field", () => {
    const checked = checkRequest(appointment({ date: "2026-11-17" }), twoLanguageSite(), now);
    expect(checked).toEqual({
      ok: false,
      refusal: {
        refused: "fields",
        message: gujaratiWords.requestFieldsRefused,
        errors: { date: "કૃપા કરીને આજની કે પછીની તારીખ પસંદ કરો" },
      },
    });
  });

  it("judges today by the clinic's clock: a time already gone today is refused", () => {
    const checked = checkRequest(appointment({ date: "2026-11-18", time: "09:30" }), twoLanguageSite(), now);
    expect(checked.ok ? [] : Object.keys(checked.refusal.errors ?? {})).toEqual(["time"]);
  });

  it("refuses a time outside the day's hours, and a choice the form does not offer", () => {
    const checked = checkRequest(
      appointment({ time: "13:00", department: "Cardiology" }, "/appointments"),
      twoLanguageSite(),
      now,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.refusal.errors?.time).toContain("Please choose a time then.");
    expect(checked.refusal.errors?.department).toBe(englishWords.choiceNotOffered);
  });

  it("refuses a date that is no day of the calendar and a time that is no time", () => {
    const cases: Record<string, string>[] = [
      { date: "2026-02-30" },
      { date: "tomorrow" },
      { time: "25:00" },
      { time: "9.30" },
    ];
    for (const fields of cases) {
      const checked = checkRequest(appointment(fields), twoLanguageSite(), now);
      expect(checked.ok, JSON.stringify(fields)).toBe(false);
    }
  });

  it("answers a contact message's mistakes with the form's words, in the page's language", () => {
    const english = checkRequest(contact({ email: "ravi-at-home" }), twoLanguageSite(), now);
    expect(english.ok ? undefined : english.refusal.errors).toEqual({ email: englishWords.emailInvalid });
    const gujarati = checkRequest(contact({ contact: "12345" }, "/gu/contact"), twoLanguageSite(), now);
    expect(gujarati.ok ? undefined : gujarati.refusal).toEqual({
      refused: "fields",
      message: gujaratiWords.requestFieldsRefused,
      errors: { contact: gujaratiWords.phoneInvalid },
    });
  });

  it("refuses a field longer than the form takes", () => {
    const checked = checkRequest(contact({ subject: "x".repeat(201) }), twoLanguageSite(), now);
    expect(checked.ok ? undefined : checked.refusal.errors).toEqual({ subject: englishWords.fieldTooLong });
  });

  it("takes none while the site sends its requests by email, or nowhere", () => {
    for (const receiver of ["emailjs", "none"] as const) {
      const site = twoLanguageSite();
      site.site.requests = { receiver };
      expect(checkRequest(contact(), site, now)).toMatchObject({ ok: false, refusal: { refused: "unavailable" } });
    }
  });

  it.each([
    ["an unknown field", { ...contact(), fields: { ...contact().fields, fax: "0792" } }],
    ["a missing field", { ...contact(), fields: { name: "Ravi" } }],
    ["an unknown key", { ...contact(), note: "hello" }],
    ["a field that is not text", { ...contact(), fields: { ...contact().fields, name: 7 } }],
    ["an unknown form", { ...contact(), form: "newsletter" }],
    ["a page without that form", contact({}, "/about")],
    ["a page that does not exist", contact({}, "/nowhere")],
    ["a key too short to tell requests apart", { ...contact(), key: "k" }],
    ["no object at all", ["contact"]],
  ])("refuses %s as a request no form sends", (_case, body) => {
    const checked = checkRequest(body, twoLanguageSite(), now);
    expect(checked.ok ? undefined : checked.refusal.refused).toBe("bad-request");
  });
});
