import type { IslandBlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./AppointmentFormBlock.tsx").then((module) => module.AppointmentFormBlock);

export const appointmentForm: IslandBlockDescriptor<"appointmentForm"> = {
  type: "appointmentForm",
  code,
  sharedStyles: ["forms"],
  island: {
    // Not waiting for use: its Preferred Date field opens a calendar, 58 KB of code that would then
    // arrive only after the tap (3.4 s on a slow phone connection).
    words: ["forms", "appointmentForm", "weekdays"],
    siteSettings: ["languages", "requests", "emailjs", "timeZone", "contact", "openingHours", "whatsapp"],
  },
};
