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
  messages: {
    notTaken: "We don't take bookings online yet. Please call {phone}.",
    nameMissing: "Please enter your name",
    phoneInvalid: "Enter a valid 10-digit Indian number",
    dateMissing: "Please choose a date",
    datePast: "Please choose today or a later date",
    dayClosed: "We are closed on {day}s. We are open {week}.",
    timeOutsideHours: "On {day}s we see patients {hours}.",
    timePast: "That time has passed today.",
    sent: "Thank you. To change it, call {phone}.",
    sentAlert: "Appointment request sent successfully!",
    failed: "Sorry, it could not be sent. Please call {phone}.",
  } as Record<string, string>,
} as {
  type: string;
  heading: string;
  reasons: string[];
  defaultReason: string;
  departments: string[];
  defaultDepartment: string;
  submitLabel: string;
  messages: Record<string, string>;
  emailTemplateId?: string;
  hours?: string[];
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
  it("the contact form, contact details and appointment form blocks are valid", async () => {
    expect((await check(withFormsPage())).errors).toEqual([]);
  });

  it("the EmailJS settings may be left out: the site still builds and the form fails politely", async () => {
    const text = manifestText((m) => delete (m.site as { emailjs?: unknown }).emailjs);
    expect((await check(text)).errors).toEqual([]);
  });

  it("the optional EmailJS settings are checked", async () => {
    const text = manifestText((m) => Object.assign(m.site.emailjs, { limitRate: -5, origin: "ftp://mail.example" }));
    const errors = (await check(text)).errors.join("\n");
    expect(errors).toContain("site.emailjs.limitRate");
    expect(errors).toContain("site.emailjs.origin");
  });

  it("a preselected reason not among the reasons is an error at its line, with the closest choice", async () => {
    const text = withFormsPage((form) => (form.defaultReason = "New Patient Vist"));
    const errors = (await check(text)).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `site.json:${positionOf(text, '"New Patient Vist"')}  routes[4].blocks[2].defaultReason (appointmentForm): ` +
        '"New Patient Vist" is not one of the reasons of this form',
    );
    expect(errors[0]).toContain('Did you mean "New Patient Visit"?');
  });

  it("so is a preselected department that is not one of the departments", async () => {
    const text = withFormsPage((form) => (form.defaultDepartment = "Cardiology"));
    const [error] = (await check(text)).errors;
    expect(error).toContain("routes[4].blocks[2].defaultDepartment (appointmentForm)");
    expect(error).toContain('Choose one of: "Physiotherapy", "Obstetrics and Gynecology".');
  });
});

describe("appointment settings in site.json", () => {
  it("requests, hours, a time zone and WhatsApp are valid as the sample writes them", async () => {
    const text = manifestText((m) => {
      Object.assign(m.site, {
        timeZone: "Asia/Kolkata",
        whatsapp: { number: "9876543210", message: "Hello", label: "Chat on WhatsApp" },
        openingHours: [
          {
            name: "Physiotherapy",
            times: [
              { firstDay: "monday", lastDay: "saturday", opens: "08:00", closes: "13:00" },
              { firstDay: "monday", lastDay: "saturday", opens: "16:00", closes: "20:00" },
              { firstDay: "sunday", note: "Closed" },
            ],
          },
        ],
      });
      const form = structuredClone(appointmentForm);
      form.emailTemplateId = "template_appointments";
      form.hours = ["Physiotherapy"];
      (m.routes as unknown[]).push({ path: "/appointments", blocks: [form] });
    });
    expect((await check(text)).errors).toEqual([]);
  });

  it("a form without its messages is an error that names them", async () => {
    const text = withFormsPage((form) => delete (form as { messages?: unknown }).messages);
    expect((await check(text)).errors.join("\n")).toMatch(/routes\[4\]\.blocks\[2\].*messages/);
  });

  it("a time zone nobody knows is an error at its line", async () => {
    const text = manifestText((m) => Object.assign(m.site, { timeZone: "Asia/Kolkatta" }));
    const [error, ...others] = (await check(text)).errors;
    expect(others).toEqual([]);
    expect(error).toContain(
      `site.json:${positionOf(text, '"Asia/Kolkatta"')}  site.timeZone: "Asia/Kolkatta" is not a time zone`,
    );
    expect(error).toContain("Asia/Kolkata");
  });

  it("the hours a form checks against must be opening hours the site has, by name", async () => {
    const text = withFormsPage((form) => (form.hours = ["Physiotherapy"]));
    const [error, ...others] = (await check(text)).errors;
    expect(others).toEqual([]);
    expect(error).toContain(
      `site.json:${positionOf(text, '"Physiotherapy"', '"hours"')}  routes[4].blocks[2].hours[0] (appointmentForm): ` +
        "No opening hours are named “Physiotherapy”.",
    );
    expect(error).toContain("The site has no opening hours yet.");
  });

  it("a message naming a word it cannot fill is an error that lists the words it can", async () => {
    const text = withFormsPage((form) => (form.messages.dayClosed = "We are closed on {days}."));
    const [error] = (await check(text)).errors;
    expect(error).toContain(
      "routes[4].blocks[2].messages.dayClosed (appointmentForm): {days} would be shown as it is written",
    );
    expect(error).toContain("This message can use {day}, {week}.");
  });

  it("requests switched on without EmailJS settings warn: the site builds, every request would fail", async () => {
    const text = manifestText((m) => {
      delete (m.site as { emailjs?: unknown }).emailjs;
      const form = structuredClone(appointmentForm);
      form.emailTemplateId = "template_appointments";
      (m.routes as unknown[]).push({ path: "/appointments", blocks: [form] });
    });
    const report = await check(text);
    expect(report.errors).toEqual([]);
    expect(report.warnings.join("\n")).toContain(
      "routes[4].blocks[0].emailTemplateId (appointmentForm): " +
        "This form takes requests online, but site.emailjs has no serviceId and publicKey",
    );
    const withSettings = await check(withFormsPage((form) => (form.emailTemplateId = "template_appointments")));
    expect(withSettings.warnings.filter((warning) => warning.includes("emailTemplateId"))).toEqual([]);
  });

  it("an empty template id, or a WhatsApp number that is not a 10-digit mobile number, is an error", async () => {
    expect((await check(withFormsPage((form) => (form.emailTemplateId = "")))).errors.join("\n")).toContain(
      "routes[4].blocks[2].emailTemplateId",
    );
    const text = manifestText((m) =>
      Object.assign(m.site, { whatsapp: { number: "+91 98765 43210", message: "Hello", label: "Chat" } }),
    );
    expect((await check(text)).errors.join("\n")).toContain(
      "site.whatsapp.number: Write the phone number as 10 digits",
    );
  });
});
