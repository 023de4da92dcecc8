import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from "react";
import DatePicker from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import type { AppointmentFormBlock, EmailJsSettings, RequestSettings } from "../manifest/site-manifest.generated.ts";
import type { WeekHours } from "../hours/opening-hours.ts";
import { describeWeek, upcomingClosures } from "./appointment-hours.ts";
import { defaultUpcomingDays, type SpecialDays } from "../hours/special-hours.ts";
import {
  appointmentFieldLimits,
  appointmentFields,
  checkAppointment,
  hasAnyError,
  type AppointmentErrors,
  type AppointmentField,
  type AppointmentRules,
  type AppointmentValues,
} from "./appointment-rules.ts";
import { clinicClock, dayOfLocalDate, localDateOfDay, type CalendarDay } from "../dates/clinic-calendar.ts";
import { FormField } from "./FormField.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { FormNotice, useFormNotice } from "./FormNotice.tsx";
import { RequestNotice } from "./RequestNotice.tsx";
import { sendAppointment } from "./send-appointment.ts";
import { receiverOf, refusalWords, sendRequest } from "./send-request.ts";
import { fillWords } from "../language/fill-words.ts";
import { useTypedBeforeHydration } from "./typed-before-hydration.ts";
import { useBrowserValue } from "./use-browser-value.ts";
import { useFormSubmission } from "./use-form-submission.ts";
import { useCalendarLocale } from "./calendar-locale.ts";
import { hoursWordsIn } from "../hours/hours-words.ts";
import { useShownLanguage, useWords } from "../language/shown-site.tsx";
import { Text } from "../text/Text.tsx";
import { plainText, shownText } from "../text/shown-text.ts";

const appointmentDateFormat = "dd/MM/yyyy";

/** A date typed as appointmentDateFormat shows it (dd/mm/yyyy), as a CalendarDay; anything else is no date. */
function dayOfTyped(text: string | undefined): CalendarDay | undefined {
  const match = text?.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

// The fields a visitor types or picks from a list; the date and the reason have controls of their own.
type TypedField = Exclude<AppointmentField, "date" | "reason">;

function emptyValues(block: AppointmentFormBlock): AppointmentValues {
  return {
    name: "",
    phone: "",
    medicalRecordNumber: "",
    date: "",
    time: "",
    reason: plainText(block.defaultReason),
    department: plainText(block.defaultDepartment),
  };
}

/** The rules as they stand at this moment on the clinic's clock in `timeZone`. */
function rulesNow(
  timeZone: string,
  { hours, special, messages, words }: Omit<AppointmentRules, "today" | "now">,
): AppointmentRules {
  return { ...clinicClock(new Date(), timeZone), hours, special, messages, words };
}

/**
 * The appointment request form, judged by the clinic's calendar in `timeZone`. A valid request goes
 * where site.requests says (sendRequest): to the clinic's server, which answers with a reference; or
 * to EmailJS with the block's emailTemplateId. With neither it sends nothing, before the page's
 * script runs as after: Submit shows messages.notTaken. Every value stays on any refusal or failure.
 */
export function AppointmentForm({
  block,
  headingId,
  settings,
  requests,
  timeZone,
  clinicPhone,
  clinicEmail,
  hours,
  special,
  language,
}: {
  block: AppointmentFormBlock;
  /** The block's heading, which names the form. */
  headingId: string;
  settings: EmailJsSettings | undefined;
  /** site.requests: where a request goes (by email when absent). */
  requests?: RequestSettings;
  timeZone: string;
  clinicPhone: string;
  /** Named in the notice when site.requests names no one else for data questions. */
  clinicEmail: string;
  /** The days and times that can be requested (the opening hours the block names); none = any. */
  hours: WeekHours | undefined;
  /** The dates whose hours are not the week's: a closed one cannot be picked. */
  special?: SpecialDays;
  /** Sent with the request on a site of several languages. */
  language?: string;
}) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const { messages } = block;
  const words = useWords();
  const { code } = useShownLanguage();
  const hoursWords = useMemo(() => hoursWordsIn(words, code), [words, code]);
  const calendarLocale = useCalendarLocale(code);
  const receiver = receiverOf(requests);
  const requestsOn = receiver === "clinicServer" || (receiver === "emailjs" && block.emailTemplateId !== undefined);
  const typedEarly = useTypedBeforeHydration(fieldId(appointmentFields[0]), appointmentFields);
  const [values, setValues] = useState<AppointmentValues>(() => {
    const empty = emptyValues(block);
    return { ...empty, ...typedEarly, date: dayOfTyped(typedEarly.date) ?? empty.date };
  });
  // Fields are checked, and re-checked while typing, only once a submit has shown what is wrong.
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [trap, setTrap] = useState("");
  const [offers, setOffers] = useState(false);
  const { notice, show, clear: clearNotice } = useFormNotice();
  // What the clinic's server found wrong that the page did not (its clock, a stale page), until the field is edited.
  const [serverErrors, setServerErrors] = useState<AppointmentErrors>({});
  // The clinic's today, read after hydration (the server's clock is not the visitor's).
  const today = useBrowserValue<CalendarDay | null>(() => clinicClock(new Date(), timeZone).today, null);
  const formRef = useRef<HTMLFormElement>(null);
  const { ready, sending, isSending, focusFirstError, sendOnce } = useFormSubmission(formRef);

  const errors = useMemo<AppointmentErrors>(
    () => ({
      ...serverErrors,
      ...(submittedOnce
        ? checkAppointment(values, rulesNow(timeZone, { hours, special, messages, words: hoursWords }))
        : {}),
    }),
    [values, submittedOnce, timeZone, hours, special, messages, hoursWords, serverErrors],
  );

  // An update function, not `values` of this render: changes that come in a row before the next
  // render (autofill fills several fields at once) each keep the ones before.
  function edit(field: AppointmentField, value: string) {
    setValues((before) => ({ ...before, [field]: value }));
    setServerErrors(({ [field as keyof AppointmentErrors]: _edited, ...others }) => others);
  }

  // What each typed-in field's control carries: its id, its name in the request, its value and how it changes.
  function typed(field: TypedField) {
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => edit(field, event.target.value),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending()) return;
    if (!requestsOn) {
      show("notTaken", messages.notTaken);
      return;
    }
    // Only a robot fills a field that people can neither see nor reach: send nothing.
    if (trap !== "") return;
    const found = checkAppointment(values, rulesNow(timeZone, { hours, special, messages, words: hoursWords }));
    setSubmittedOnce(true);
    if (hasAnyError(found)) {
      clearNotice();
      focusFirstError();
      return;
    }
    await sendOnce(async () => {
      const byEmail =
        block.emailTemplateId === undefined
          ? undefined
          : () => sendAppointment(values, block.emailTemplateId, settings, language);
      const outcome = await sendRequest(
        requests,
        { form: "appointment", fields: values, website: trap, offers },
        byEmail,
      );
      if (outcome.kind === "received" || outcome.kind === "sent") {
        setValues(emptyValues(block));
        setSubmittedOnce(false);
        setOffers(false);
      }
      if (outcome.kind === "received")
        show("received", fillWords(words.requestReceived, { reference: outcome.reference }));
      if (outcome.kind === "sent") {
        show("sent", messages.sent);
        window.alert(plainText(messages.sentAlert));
      }
      if (outcome.kind === "notTaken") show("notTaken", messages.notTaken);
      if (outcome.kind === "failed") show("failed", messages.failed);
      if (outcome.kind === "refused") {
        const { refusal } = outcome;
        setServerErrors(refusal.errors ?? {});
        show("failed", refusal.refused === "fields" ? refusal.message : words[refusalWords[refusal.refused]]);
        if (refusal.refused === "fields") focusFirstError();
      }
    });
  }

  // Until the page's script runs the button is a plain button, so a tap cannot post the form or
  // reload the page; the early tap is replayed once the page is hydrated (src/main.tsx) and submits then.
  function pressEarly(event: MouseEvent<HTMLButtonElement>) {
    if (event.currentTarget.type === "button") formRef.current?.requestSubmit();
  }

  const required = requestsOn;
  // A closure coming soon is named once the page is hydrated and knows today; the build's HTML names the week.
  const closures = special && today ? upcomingClosures(special, today, defaultUpcomingDays, hoursWords) : "";
  const hoursHint = hours ? [describeWeek(hours, hoursWords), closures].filter(Boolean).join(" ") : undefined;
  // A holiday is not offered; a weekday the clinic never opens stays pickable and typeable, so that the
  // check can say which days it does open instead of the date quietly vanishing.
  const isBookable = (date: Date) => special?.[dayOfLocalDate(date)]?.spans.length !== 0;
  const selectedDate = values.date ? localDateOfDay(values.date) : null;

  return (
    <form
      ref={formRef}
      className="appointment-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={sending}
      onSubmit={submit}
    >
      <div className="form-grid">
        <FormField id={fieldId("name")} label={words.nameLabel} error={errors.name}>
          {(control) => (
            <input
              {...control}
              {...typed("name")}
              maxLength={appointmentFieldLimits.name}
              type="text"
              autoComplete="name"
              required={required}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("phone")}
          label={words.phoneNumberLabel}
          hint={requestsOn ? words.phoneHint : undefined}
          error={errors.phone}
        >
          {(control) => (
            <input
              {...control}
              {...typed("phone")}
              maxLength={appointmentFieldLimits.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              required={required}
            />
          )}
        </FormField>
        <FormField id={fieldId("medicalRecordNumber")} label={words.medicalRecordNumberLabel}>
          {(control) => (
            <input
              {...control}
              {...typed("medicalRecordNumber")}
              maxLength={appointmentFieldLimits.medicalRecordNumber}
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField id={fieldId("date")} label={words.preferredDateLabel} error={errors.date}>
          {(control) => (
            <DatePicker
              id={fieldId("date")}
              name="date"
              selected={selectedDate}
              onChange={(date: Date | null) => edit("date", date ? dayOfLocalDate(date) : "")}
              dateFormat={appointmentDateFormat}
              minDate={today ? localDateOfDay(today) : undefined}
              filterDate={isBookable}
              locale={calendarLocale}
              isClearable
              ariaLabelClose={plainText(words.clearDate)}
              clearButtonTitle={plainText(words.clearDate)}
              previousMonthAriaLabel={plainText(words.previousMonth)}
              nextMonthAriaLabel={plainText(words.nextMonth)}
              chooseDayAriaLabelPrefix={plainText(words.chooseDay)}
              disabledDayAriaLabelPrefix={plainText(words.dayNotAvailable)}
              placeholderText={plainText(words.datePlaceholder)}
              autoComplete="off"
              showPopperArrow={false}
              required={required}
              ariaInvalid={String(control["aria-invalid"])}
              ariaDescribedBy={control["aria-describedby"]}
            />
          )}
        </FormField>
        <FormField id={fieldId("time")} label={words.preferredTimeLabel} hint={hoursHint} error={errors.time}>
          {(control) => <input {...control} {...typed("time")} type="time" required={required && Boolean(hours)} />}
        </FormField>
        <FormField id={fieldId("department")} label={words.departmentLabel}>
          {(control) => (
            <select {...control} {...typed("department")}>
              {block.departments.map((department) => {
                // An option holds text only, so a department not translated yet says its language itself.
                const { words, lang } = shownText(department);
                return (
                  <option key={words} value={words} lang={lang}>
                    {words}
                  </option>
                );
              })}
            </select>
          )}
        </FormField>
        <fieldset className="form-field form-field--wide form-choices">
          <legend className="form-field__label">
            <Text value={words.reasonLabel} />
          </legend>
          <div className="form-choices__options">
            {block.reasons.map((reason, index) => (
              <label key={plainText(reason)} className="form-choices__choice" htmlFor={fieldId(`reason-${index}`)}>
                <input
                  id={fieldId(`reason-${index}`)}
                  type="radio"
                  name="reason"
                  value={plainText(reason)}
                  checked={values.reason === plainText(reason)}
                  onChange={() => edit("reason", plainText(reason))}
                />
                <span>
                  <Text value={reason} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <RequestNotice id={id} requests={requests} clinicEmail={clinicEmail} offers={offers} onOffersChange={setOffers} />
      {requestsOn && <Honeypot id={fieldId("website")} label={words.leaveEmpty} value={trap} onChange={setTrap} />}
      <FormNotice notice={notice} phone={clinicPhone} />
      <button
        type={ready ? "submit" : "button"}
        className="button form-card__submit"
        disabled={sending}
        onClick={pressEarly}
      >
        <Text value={block.submitLabel} />
      </button>
    </form>
  );
}
