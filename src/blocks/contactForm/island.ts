import type { IslandBlockDescriptor } from "../block-descriptor.ts";

export const code = () => import("./ContactFormBlock.tsx").then((module) => module.ContactFormBlock);

export const contactForm: IslandBlockDescriptor<"contactForm"> = {
  type: "contactForm",
  code,
  sharedStyles: ["forms"],
  island: {
    // Its fields take text without script, and its Send button stays disabled until the form is hydrated,
    // so nothing is sent or lost before: its code waits for the visitor's first tap or focus in it.
    waitsForUse: true,
    words: ["forms", "contactForm"],
    siteSettings: ["languages", "requests", "emailjs", "contact"],
  },
};
