import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import {
  checkAll,
  contactFields,
  contactMessages,
  emptyContactValues,
  flagAfterEdit,
  hasAnyError,
  noContactErrors,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-rules.ts";
import { failedMessage, sendContact, sentMessage } from "./send-contact.ts";
import type { ContactFormBlock, EmailJsSettings } from "../manifest/site-manifest.generated.ts";
import { SectionHeader } from "../blocks/SectionHeader.tsx";

const labels: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  contact: "Phone Number",
  subject: "Subject",
  message: "Message",
};

const inputProps: Record<Exclude<ContactField, "message">, { type: string; autoComplete: string; inputMode?: "numeric" | "email" }> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  contact: { type: "tel", autoComplete: "tel-national", inputMode: "numeric" },
  subject: { type: "text", autoComplete: "off" },
};

const hints: Partial<Record<ContactField, string>> = {
  contact: "10 digits, starting with 6, 7, 8 or 9.",
  message: "Between 10 and 300 words.",
};

/** The contact form; `settings` are site.emailjs (absent: every send fails politely). */
export function ContactForm({ block, settings }: { block: ContactFormBlock; settings: EmailJsSettings | undefined }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>(noContactErrors);
  const [trap, setTrap] = useState("");
  const [sending, setSending] = useState(false);
  // Until the script runs, a submit would reload the page and lose what was typed.
  const [ready, setReady] = useState(false);
  // A ref, not state: a second click in the same instant must see the first one at once.
  const sendingNow = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setReady(true);
    if (formRef.current) formRef.current.dataset.ready = "true";
  }, []);

  // After a refused submit has rendered its messages, take the visitor to the first field in error.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function edit(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((before) => ({ ...before, [field]: value }));
      setErrors((before) => ({ ...before, [field]: flagAfterEdit(field, value, before[field]) }));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingNow.current) return;
    // Only a robot fills a field that people can neither see nor reach: send nothing.
    if (trap !== "") return;
    const found = checkAll(values);
    setErrors(found);
    if (hasAnyError(found)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    sendingNow.current = true;
    setSending(true);
    try {
      await sendContact(values, settings);
      setValues(emptyContactValues);
      setErrors(noContactErrors);
      window.alert(sentMessage);
    } catch (error) {
      console.error("The contact form could not send the email.", error);
      window.alert(failedMessage);
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
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
            {contactFields.map((field) => {
              const error = errors[field];
              const describedBy = [hints[field] ? fieldId(`${field}-hint`) : "", error ? fieldId(`${field}-error`) : ""].filter(Boolean).join(" ");
              const common = {
                id: fieldId(field),
                name: field,
                value: values[field],
                onChange: edit(field),
                required: true,
                "aria-invalid": error,
                "aria-describedby": describedBy || undefined,
              };
              return (
                <div key={field} className={`form-field${field === "message" ? " form-field--wide" : ""}${error ? " form-field--error" : ""}`}>
                  <label className="form-field__label" htmlFor={fieldId(field)}>
                    {labels[field]}
                    {error && (
                      <span className="form-field__asterisk" aria-hidden="true">
                        *
                      </span>
                    )}
                  </label>
                  {field === "message" ? <textarea {...common} rows={6} /> : <input {...common} {...inputProps[field]} />}
                  {hints[field] && (
                    <p id={fieldId(`${field}-hint`)} className="form-field__hint">
                      {hints[field]}
                    </p>
                  )}
                  {error && (
                    <p id={fieldId(`${field}-error`)} className="form-field__error">
                      {contactMessages[field]}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <div className="form-trap" aria-hidden="true">
            <label htmlFor={fieldId("website")}>Leave this field empty</label>
            <input id={fieldId("website")} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
          </div>
          <button type="submit" className="button form-card__submit" disabled={sending || !ready}>
            {block.submitLabel}
          </button>
        </form>
      </div>
    </section>
  );
}
