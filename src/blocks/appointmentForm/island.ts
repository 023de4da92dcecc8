import type { IslandBlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./AppointmentFormBlock.tsx").then((module) => module.AppointmentFormBlock);

export const appointmentForm: IslandBlockDescriptor<"appointmentForm"> = {
  type: "appointmentForm",
  code,
  sharedStyles: ["forms"],
  island: {
    // Its fields take text without script and its Send button does nothing until the form is hydrated,
    // so its code (with the calendar's, 58 KB) waits for the visitor's first tap or focus in it: a
    // visitor who only reads the page downloads none of it. A first tap on Preferred Date opens the
    // calendar once the code has come (start-islands.ts focuses the field again).
    waitsForUse: true,
    words: ["forms", "appointmentForm", "weekdays"],
    siteSettings: ["languages", "requests", "emailjs", "timeZone", "contact", "openingHours", "whatsapp"],
  },
};
