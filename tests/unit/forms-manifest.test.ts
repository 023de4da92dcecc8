import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

// What site.json may say about the forms, and the mistakes validation catches.
const check = (text: string) => validateManifest("site.json", text, {});

const appointmentForm = {
  type: "appointmentForm",
  heading: "Request an Appointment",
  reasons: ["Routine Checkup", "New Patient Visit", "Specific Concern"],
  defaultReason: "New Patient Visit",
  departments: ["Physiotherapy", "Obstetrics and Gynecology"],
  defaultDepartment: "Obstetrics and Gynecology",
  submitLabel: "Submit",
};

function withFormsPage(edit?: (form: typeof appointmentForm) => void) {
  return manifestText((m) => {
    const form = structuredClone(appointmentForm);
    edit?.(form);
    (m.routes as unknown[]).push({
      path: "/contact",
      blocks: [
        { type: "contactForm", heading: "Send Us a Message", submitLabel: "Send Message" },
        { type: "contactDetails", heading: "Find Us Here", mapTitle: "Map" },
        form,
      ],
    });
  });
}

describe("form blocks in site.json", () => {
  it("the contact form, contact details and appointment form blocks are valid", () => {
    expect(check(withFormsPage()).errors).toEqual([]);
  });

  it("the EmailJS settings may be left out: the site still builds and the form fails politely", () => {
    const text = manifestText((m) => delete (m.site as { emailjs?: unknown }).emailjs);
    expect(check(text).errors).toEqual([]);
  });

  it("the optional EmailJS settings are checked", () => {
    const text = manifestText((m) => Object.assign(m.site.emailjs, { limitRate: -5, origin: "ftp://mail.example" }));
    const errors = check(text).errors.join("\n");
    expect(errors).toContain("site.emailjs.limitRate");
    expect(errors).toContain("site.emailjs.origin");
  });

  it("a preselected reason that is not one of the reasons is an error at its line, with the closest choice", () => {
    const text = withFormsPage((form) => (form.defaultReason = "New Patient Vist"));
    const errors = check(text).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, '"New Patient Vist"')}  routes[4].blocks[2].defaultReason (appointmentForm): "New Patient Vist" is not one of the reasons of this form`,
    );
    expect(errors[0]).toContain('Did you mean "New Patient Visit"?');
  });

  it("so is a preselected department that is not one of the departments", () => {
    const text = withFormsPage((form) => (form.defaultDepartment = "Cardiology"));
    const [error] = check(text).errors;
    expect(error).toContain("routes[4].blocks[2].defaultDepartment (appointmentForm)");
    expect(error).toContain('Choose one of: "Physiotherapy", "Obstetrics and Gynecology".');
  });
});
