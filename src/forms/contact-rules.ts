import { isIndianMobile } from "./phone-rule.ts";

/**
 * The contact form's rules (docs/requirements.md#contact-form-validation), as pure functions:
 * no React, no DOM.
 * The form component and the tests both use these and nothing else.
 */

export const contactFields = ["name", "email", "contact", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
/** true = the field is in error. */
export type ContactErrors = Record<ContactField, boolean>;

export const emptyContactValues: ContactValues = { name: "", email: "", contact: "", subject: "", message: "" };
export const noContactErrors: ContactErrors = {
  name: false,
  email: false,
  contact: false,
  subject: false,
  message: false,
};

export const minSubjectLength = 10;

/**
 * The most characters each field takes: the form's inputs stop there, and the clinic's server refuses
 * more. 300 words of a long language fit in the message's.
 */
export const contactFieldLimits: Record<ContactField, number> = {
  name: 100,
  email: 254,
  contact: 15,
  subject: 200,
  message: 3000,
};
export const minMessageWords = 10;
export const maxMessageWords = 300;

// Text, an at sign, text, a dot, text: loose on purpose (docs/requirements.md#contact-form-validation),
// so any real address passes.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** Whether one value breaks its field's rule. */
export function fieldHasError(field: ContactField, value: string): boolean {
  switch (field) {
    case "name":
      return value.trim() === "";
    case "email":
      return !emailPattern.test(value.trim());
    case "contact":
      return !isIndianMobile(value);
    case "subject":
      return value.trim().length < minSubjectLength;
    case "message": {
      const words = countWords(value);
      return words < minMessageWords || words > maxMessageWords;
    }
  }
}

/**
 * The field's error flag after the visitor edits it. Name is never checked while typing (only on
 * submit), so its flag stays as it was; and once a message runs past 300 words the flag stops
 * updating, as docs/requirements.md#contact-form-validation has it (submitting still catches the long
 * message).
 */
export function flagAfterEdit(field: ContactField, value: string, flagBefore: boolean): boolean {
  if (field === "name") return flagBefore;
  if (field === "message" && countWords(value) > maxMessageWords) return flagBefore;
  return fieldHasError(field, value);
}

/** Every field checked, as on submit. */
export function checkAll(values: ContactValues): ContactErrors {
  const errors = { ...noContactErrors };
  for (const field of contactFields) errors[field] = fieldHasError(field, values[field]);
  return errors;
}

export function hasAnyError(errors: ContactErrors): boolean {
  return contactFields.some((field) => errors[field]);
}
