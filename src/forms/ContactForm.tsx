import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Text } from "../text/Text.tsx";
import {
  checkAll,
  contactFields,
  emptyContactValues,
  flagAfterEdit,
  hasAnyError,
  noContactErrors,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-rules.ts";
import { sendContact } from "./send-contact.ts";
import type { ContactFormBlock, EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import type { EngineWordName } from "../language/engine-words.ts";
import { useWords } from "../language/shown-site.tsx";
import { plainText } from "../text/shown-text.ts";
import { SectionHeader } from "../blocks/SectionHeader.tsx";
import { FormField } from "./FormField.tsx";
import { useTypedBeforeHydration } from "./typed-before-hydration.ts";
import { Honeypot } from "./Honeypot.tsx";
import { useFormSubmission } from "./use-form-submission.ts";

const labels: Record<ContactField, EngineWordName> = {
  name: "nameLabel",
  email: "emailLabel",
  contact: "phoneNumberLabel",
  subject: "subjectLabel",
  message: "messageLabel",
};

/** The words beside a field in error (SPEC.md §5; Name has none there and gets a plain one). */
const messages: Record<ContactField, EngineWordName> = {
  name: "nameMissing",
  email: "emailInvalid",
  contact: "phoneInvalid",
  subject: "subjectTooShort",
  message: "messageLength",
};

const inputProps: Record<
  Exclude<ContactField, "message">,
  { type: string; autoComplete: string; inputMode?: "numeric" | "email" }
> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  contact: { type: "tel", autoComplete: "tel-national", inputMode: "numeric" },
  subject: { type: "text", autoComplete: "off" },
};

const hints: Partial<Record<ContactField, EngineWordName>> = {
  contact: "phoneHint",
  message: "messageHint",
};

/**
 * The contact form; `settings` are site.emailjs (absent: every send fails politely). `language` is
 * sent with the fields on a site of several languages: the clinic answers in the visitor's.
 */
export function ContactForm({
  block,
  settings,
  language,
}: {
  block: ContactFormBlock;
  settings: EmailJsSettings | undefined;
  language?: string;
}) {
  const words = useWords();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const typed = useTypedBeforeHydration(fieldId(contactFields[0]), contactFields);
  const [values, setValues] = useState<ContactValues>(() => ({ ...emptyContactValues, ...typed }));
  // A field filled before the form was hydrated is checked as if edited just then; its message shows
  // once the form is hydrated (`ready`), as the hydrating render must draw the server's markup.
  const [errors, setErrors] = useState<ContactErrors>(() => {
    const found = { ...noContactErrors };
    for (const [field, value] of Object.entries(typed) as [ContactField, string][])
      found[field] = flagAfterEdit(field, value, false);
    return found;
  });
  const [trap, setTrap] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const { ready, sending, isSending, focusFirstError, sendOnce } = useFormSubmission(formRef);

  function edit(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((before) => ({ ...before, [field]: value }));
      setErrors((before) => ({ ...before, [field]: flagAfterEdit(field, value, before[field]) }));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending()) return;
    // Only a robot fills a field that people can neither see nor reach: send nothing.
    if (trap !== "") return;
    const found = checkAll(values);
    setErrors(found);
    if (hasAnyError(found)) {
      focusFirstError();
      return;
    }
    await sendOnce(async () => {
      try {
        await sendContact(values, settings, language);
        setValues(emptyContactValues);
        setErrors(noContactErrors);
        window.alert(plainText(words.emailSent));
      } catch (error) {
        console.error("The contact form could not send the email.", error);
        window.alert(plainText(words.emailFailed));
      }
    });
  }

  return (
    <section className="section contact-form" aria-labelledby={fieldId("heading")}>
      <div className="container">
        <SectionHeader id={fieldId("heading")} heading={block.heading} intro={block.intro} />
        <form
          ref={formRef}
          className="form-card contact-form__form"
          method="post"
          noValidate
          aria-labelledby={fieldId("heading")}
          aria-busy={sending}
          onSubmit={submit}
        >
          <div className="form-grid">
            {contactFields.map((field) => (
              <FormField
                key={field}
                id={fieldId(field)}
                label={words[labels[field]]}
                hint={hints[field] && words[hints[field]]}
                error={ready && errors[field] ? words[messages[field]] : undefined}
                wide={field === "message"}
              >
                {(control) => {
                  const common = {
                    ...control,
                    id: fieldId(field),
                    name: field,
                    value: values[field],
                    onChange: edit(field),
                    required: true,
                  };
                  return field === "message" ? (
                    <textarea {...common} rows={6} />
                  ) : (
                    <input {...common} {...inputProps[field]} />
                  );
                }}
              </FormField>
            ))}
          </div>
          <Honeypot id={fieldId("website")} label={words.leaveEmpty} value={trap} onChange={setTrap} />
          <button type="submit" className="button form-card__submit" disabled={sending || !ready}>
            <Text value={block.submitLabel} />
          </button>
        </form>
      </div>
    </section>
  );
}
