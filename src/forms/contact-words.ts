import type { EngineWordName } from "../language/engine-words.ts";
import type { ContactField } from "./contact-rules.ts";

/**
 * The words beside a contact field in error (SPEC.md §5; Name has none there and gets a plain one):
 * the form shows them, and the clinic's server answers with them.
 */
export const contactFieldMessages: Record<ContactField, EngineWordName> = {
  name: "nameMissing",
  email: "emailInvalid",
  contact: "phoneInvalid",
  subject: "subjectTooShort",
  message: "messageLength",
};
