import { describe, expect, it } from "vitest";
import {
  checkAll,
  countWords,
  emptyContactValues,
  fieldHasError,
  flagAfterEdit,
  hasAnyError,
  noContactErrors,
  type ContactValues,
} from "../../src/forms/contact-rules.ts";
import { englishWords } from "../../src/language/words/english.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

const valid: ContactValues = {
  name: "Asha Patel",
  email: "asha@example.com",
  contact: "9876543210",
  subject: "Knee pain after running",
  message: words(12),
};

describe("messages", () => {
  it("are the words of docs/requirements.md#contact-form-validation, verbatim, in English", () => {
    expect(englishWords.emailInvalid).toBe("Invalid email address");
    expect(englishWords.phoneInvalid).toBe("Enter a valid 10-digit Indian number");
    expect(englishWords.subjectTooShort).toBe("Subject must be at least 10 characters");
    expect(englishWords.messageLength).toBe("Message must be between 10 and 300 words");
    expect(englishWords.emailSent).toBe("Email sent successfully!");
    expect(englishWords.emailFailed).toBe("Error sending email. Please try again.");
  });
});

describe("name", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["\t\n", true],
    ["A", false],
    ["Asha Patel", false],
  ])("%j in error: %s", (value, error) => expect(fieldHasError("name", value)).toBe(error));
});

describe("email: text, @, text, a dot, text", () => {
  it.each([
    ["asha@example.com", false],
    ["a@b.c", false],
    ["first.last+tag@mail.example.co.in", false],
    ["  asha@example.com  ", false],
    ["", true],
    ["   ", true],
    ["asha@example", true],
    ["asha.example.com", true],
    ["@example.com", true],
    ["asha@.com", true], // no text between the @ and the dot
  ])("%j in error: %s", (value, error) => expect(fieldHasError("email", value)).toBe(error));

  it("refuses spaces inside an address", () => {
    expect(fieldHasError("email", "asha patel@example.com")).toBe(true);
  });
});

describe("contact: exactly 10 digits, first 6 to 9", () => {
  it.each([
    ["9876543210", false],
    ["6000000000", false],
    ["7012345678", false],
    ["8123456789", false],
    ["987654321", true], // 9 digits
    ["98765432101", true], // 11 digits
    ["5876543210", true], // leading 5
    ["0876543210", true], // leading 0
    ["+919876543210", true],
    ["98765 43210", true],
    ["98765-43210", true],
    ["987654321a", true],
    ["", true],
    ["          ", true],
  ])("%j in error: %s", (value, error) => expect(fieldHasError("contact", value)).toBe(error));
});

describe("subject: at least 10 characters", () => {
  it.each([
    ["123456789", true], // 9
    ["1234567890", false], // 10
    ["Knee pain after running", false],
    ["", true],
    [" ".repeat(12), true], // whitespace only is not a subject
    ["  Knee pain  ", true], // 9 characters once the spaces around it are left out
  ])("%j in error: %s", (value, error) => expect(fieldHasError("subject", value)).toBe(error));
});

describe("message: 10 to 300 words", () => {
  it("counts words separated by any whitespace, ignoring the ends", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n\t ")).toBe(0);
    expect(countWords("one")).toBe(1);
    expect(countWords("  one two\n\nthree\tfour  ")).toBe(4);
  });

  it.each([
    [9, true],
    [10, false],
    [150, false],
    [300, false],
    [301, true],
    [0, true],
  ])("%i words in error: %s", (n, error) => expect(fieldHasError("message", words(n))).toBe(error));

  it("whitespace only is no message", () => {
    expect(fieldHasError("message", " \n ".repeat(20))).toBe(true);
  });
});

describe("checking while typing", () => {
  it("never checks name: its flag stays as it was", () => {
    expect(flagAfterEdit("name", "", false)).toBe(false);
    expect(flagAfterEdit("name", "Asha", true)).toBe(true);
  });

  it("re-checks the other fields from their new value", () => {
    expect(flagAfterEdit("email", "asha@", false)).toBe(true);
    expect(flagAfterEdit("email", "asha@example.com", true)).toBe(false);
    expect(flagAfterEdit("contact", "98765", false)).toBe(true);
    expect(flagAfterEdit("subject", "1234567890", true)).toBe(false);
    expect(flagAfterEdit("message", words(9), false)).toBe(true);
    expect(flagAfterEdit("message", words(300), true)).toBe(false);
  });

  it("stops updating the message's flag beyond 300 words", () => {
    expect(flagAfterEdit("message", words(301), false)).toBe(false);
    expect(flagAfterEdit("message", words(301), true)).toBe(true);
    expect(flagAfterEdit("message", words(500), false)).toBe(false);
  });
});

describe("checking on submit", () => {
  it("passes a valid form", () => {
    expect(checkAll(valid)).toEqual(noContactErrors);
    expect(hasAnyError(checkAll(valid))).toBe(false);
  });

  it("flags every field of an empty form, name included", () => {
    expect(checkAll(emptyContactValues)).toEqual({
      name: true,
      email: true,
      contact: true,
      subject: true,
      message: true,
    });
  });

  it("flags exactly the fields that break a rule, including a message past 300 words", () => {
    const errors = checkAll({ ...valid, contact: "5876543210", message: words(301) });
    expect(errors).toEqual({ name: false, email: false, contact: true, subject: false, message: true });
    expect(hasAnyError(errors)).toBe(true);
  });
});
