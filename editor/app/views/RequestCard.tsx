import { useId, useState } from "react";
import { requestStateWords, type KeptRequest, type RequestState } from "../../shared/requests-contract.ts";
import { writtenDay } from "../../../src/dates/clinic-calendar.ts";

/** Each field a patient fills in, as staff read it, in the forms' order. */
const fieldWords: Record<string, string> = {
  name: "Name",
  phone: "Phone",
  contact: "Phone",
  email: "Email",
  medicalRecordNumber: "Medical record number",
  department: "Department",
  date: "Preferred day",
  time: "Preferred time",
  reason: "Reason for the visit",
  subject: "Subject",
  message: "Message",
};

/** The marks offered on a request: each state but the one it is in. */
const marks: RequestState[] = ["called", "booked", "closed", "new"];

interface RequestCardProps {
  request: KeptRequest;
  languageName: string;
  receivedWords: string;
  timeWords: (at: number) => string;
  onMark: (state: RequestState, note: string) => Promise<void>;
}

/**
 * One request: what the patient wrote (in their language), a tap to call or message them on WhatsApp,
 * who did what since, and the marks with a note.
 */
export function RequestCard({ request, languageName, receivedWords, timeWords, onMark }: RequestCardProps) {
  const id = useId();
  const [note, setNote] = useState("");
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const phone = request.fields.phone ?? request.fields.contact ?? "";

  async function mark(state: RequestState) {
    setMarking(true);
    try {
      await onMark(state, note);
      setNote("");
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setMarking(false);
    }
  }

  const shown = Object.entries(request.fields).filter(([, value]) => value !== "");
  return (
    <li className={`ed-request ed-request--${request.state}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ed-request__title">
        {request.form === "appointment" ? "Appointment" : "Message"} {request.reference}
        <span className="ed-request__state"> · {requestStateWords[request.state]}</span>
      </h2>
      <p className="ed-history__meta">
        {receivedWords} · in {languageName} · from {request.page}
      </p>
      {phone && (
        <p className="ed-row">
          <a className="ed-button" href={`tel:+91${phone}`}>
            Call {phone}
          </a>
          <a className="ed-button" href={`https://wa.me/91${phone}`} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </p>
      )}
      <dl className="ed-request__fields">
        {shown.map(([field, value]) => (
          <div key={field} className={field === "message" ? "ed-request__field--wide" : undefined}>
            <dt>{fieldWords[field] ?? field}</dt>
            <dd lang={request.language}>{field === "date" ? writtenDay(value) : value}</dd>
          </div>
        ))}
      </dl>
      <p className="ed-request__offers">
        {request.offers ? "Agreed to receive health tips and offers." : "Did not ask for health tips or offers."}
      </p>
      <ol className="ed-request__events" aria-label="What happened">
        {request.events.map((event, index) => (
          <li key={index}>
            {event.action === "received" ? "Received" : `Marked ${requestStateWords[event.action]}`}
            {event.person && ` by ${event.person}`} · {timeWords(event.at)}
            {event.note && <q className="ed-request__note">{event.note}</q>}
          </li>
        ))}
      </ol>
      <div className="ed-request__mark">
        <label htmlFor={`${id}-note`}>Note (what was said, what was booked)</label>
        <textarea id={`${id}-note`} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className="ed-row">
          {marks
            .filter((state) => state !== request.state)
            .map((state) => (
              <button key={state} type="button" className="ed-button" disabled={marking} onClick={() => mark(state)}>
                {state === "new" ? "Mark as new" : requestStateWords[state]}
              </button>
            ))}
        </div>
        {problem && (
          <p className="ed-message ed-message--error" role="alert">
            Not marked: {problem}
          </p>
        )}
      </div>
    </li>
  );
}
