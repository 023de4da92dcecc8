import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Text } from "../text/Text.tsx";
import {
  checkAll,
  contactFieldLimits,
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
import { contactFieldMessages } from "./contact-words.ts";
import type { ContactFormBlock, EmailJsSettings, RequestSettings } from "../manifest/site-manifest.generated.ts";
import { refusalWords, sendRequest } from "./send-request.ts";
import { FormNotice, useFormNotice } from "./FormNotice.tsx";
import { RequestNotice } from "./RequestNotice.tsx";
import { fillWords } from "../language/fill-words.ts";
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
  requests,
  clinicPhone,
  clinicEmail,
  language,
}: {
  block: ContactFormBlock;
  settings: EmailJsSettings | undefined;
  /** site.requests: where a message goes (by email when absent). */
  requests?: RequestSettings;
  clinicPhone: string;
  /** Named in the notice when site.requests names no one else for data questions. */
  clinicEmail: string;
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
  const [offers, setOffers] = useState(false);
  const { notice, show, clear: clearNotice } = useFormNotice();
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
      clearNotice();
      focusFirstError();
      return;
    }
    await sendOnce(async () => {
      const byEmail = () => sendContact(values, settings, language);
      const outcome = await sendRequest(requests, { form: "contact", fields: values, website: trap, offers }, byEmail);
      if (outcome.kind === "received" || outcome.kind === "sent") {
        setValues(emptyContactValues);
        setErrors(noContactErrors);
        setOffers(false);
      }
      if (outcome.kind === "received")
        show("received", fillWords(words.requestReceived, { reference: outcome.reference }));
      // By email, as SPEC.md §8 has it: an alert either way.
      if (outcome.kind === "sent") window.alert(plainText(words.emailSent));
      if (outcome.kind === "failed") window.alert(plainText(words.emailFailed));
      if (outcome.kind === "notTaken") show("notTaken", words.messagesNotTaken);
      if (outcome.kind === "refused") {
        const { refusal } = outcome;
        setErrors((before) => {
          const flagged = { ...before };
          for (const field of contactFields) if (refusal.errors?.[field] !== undefined) flagged[field] = true;
          return flagged;
        });
        show("failed", refusal.refused === "fields" ? refusal.message : words[refusalWords[refusal.refused]]);
        if (refusal.refused === "fields") focusFirstError();
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
                error={ready && errors[field] ? words[contactFieldMessages[field]] : undefined}
                wide={field === "message"}
              >
                {(control) => {
                  const common = {
                    ...control,
                    id: fieldId(field),
                    name: field,
                    value: values[field],
                    onChange: edit(field),
                    maxLength: contactFieldLimits[field],
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
          <RequestNotice
            id={id}
            requests={requests}
            clinicEmail={clinicEmail}
            offers={offers}
            onOffersChange={setOffers}
          />
          <Honeypot id={fieldId("website")} label={words.leaveEmpty} value={trap} onChange={setTrap} />
          <FormNotice notice={notice} phone={clinicPhone} />
          <button type="submit" className="button form-card__submit" disabled={sending || !ready}>
            <Text value={block.submitLabel} />
          </button>
        </form>
      </div>
    </section>
  );
}
