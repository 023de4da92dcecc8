import { useEffect, useId, useState } from "react";
import { ask, askForFile, askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { useNewRequests } from "../contexts/requests-news.tsx";
import {
  requestStates,
  requestStateWords,
  type KeptRequest,
  type RefusedCounts,
  type RequestFilter,
  type RequestState,
} from "../../shared/requests-contract.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { siteLanguages } from "../../../src/language/site-languages.ts";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";
import { RequestCard } from "./RequestCard.tsx";
import { EraseByPhone } from "./EraseByPhone.tsx";
import { NewsletterListBox } from "./NewsletterListBox.tsx";
import { saveFile } from "./save-file.ts";
import { RefusedLine } from "./RefusedLine.tsx";
import { ListNotes } from "./ListNotes.tsx";

interface RequestsViewProps {
  /** The site's settings as being edited: their clock and languages. */
  site: Pick<Site, "timeZone" | "languages">;
  onBack: () => void;
}

const formWords = { appointment: "Appointments", contact: "Messages" } as const;

/** The filter as a query: only the parts that are set. */
function queryOf(filter: RequestFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === "string" && !!entry[1]),
  );
}

/**
 * Patients' requests as the clinic's server keeps them, newest first: what each wrote, when, and a
 * way to call or message them back; staff mark each Called, Booked or Closed with a note. The list
 * filters by state, form, department and days, searches by name, phone or reference, and goes out
 * as a CSV file.
 */
export function RequestsView({ site, onBack }: RequestsViewProps) {
  const id = useId();
  const [filter, setFilter] = useState<RequestFilter>({});
  const [requests, setRequests] = useState<KeptRequest[]>();
  const [refused, setRefused] = useState<RefusedCounts>();
  const [problem, setProblem] = useState<string>();
  const newRequests = useNewRequests();
  const [asked, setAsked] = useState(0);

  // Asked again when the filter changes, when a request arrives (the header's count), and after a mark.
  useEffect(() => {
    let current = true;
    ask(apiEndpoints.requests, { query: queryOf(filter) }).then(
      (list) => {
        if (!current) return;
        setRequests(list.requests);
        setRefused(list.refused);
        setProblem(undefined);
      },
      (error: unknown) => current && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [filter, newRequests, asked]);

  const set = (part: keyof RequestFilter) => (value: string) =>
    setFilter((before) => ({ ...before, [part]: value || undefined }));
  const languageName = (code: string) => siteLanguages(site).find((language) => language.code === code)?.name ?? code;

  async function mark(reference: string, state: RequestState, note: string): Promise<void> {
    await askWith(apiEndpoints.markRequest, { reference, state, note });
    setAsked((count) => count + 1);
  }

  async function download() {
    try {
      const days = [filter.from, filter.to].filter(Boolean).join("-to-");
      saveFile(
        await askForFile(apiEndpoints.exportRequests, { query: queryOf(filter) }),
        `requests${days ? `-${days}` : ""}.csv`,
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <ViewOfItsOwn title="Requests" className="ed-requests" onBack={onBack}>
      <p className="ed-history__intro">
        Appointment requests and messages patients sent from the website, newest first. Call or message each back, then
        mark what happened.
      </p>
      {refused && <RefusedLine refused={refused} since={clinicTimeInWords(new Date(refused.since), site)} />}
      <form className="ed-requests__filter" aria-label="Which requests" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`}>
          Name, phone or reference
          <input
            id={`${id}-search`}
            type="search"
            value={filter.search ?? ""}
            onChange={(event) => set("search")(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-state`}>
          State
          <select id={`${id}-state`} value={filter.state ?? ""} onChange={(event) => set("state")(event.target.value)}>
            <option value="">All</option>
            {requestStates.map((state) => (
              <option key={state} value={state}>
                {requestStateWords[state]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-form`}>
          Form
          <select id={`${id}-form`} value={filter.form ?? ""} onChange={(event) => set("form")(event.target.value)}>
            <option value="">Both</option>
            <option value="appointment">{formWords.appointment}</option>
            <option value="contact">{formWords.contact}</option>
          </select>
        </label>
        <label htmlFor={`${id}-department`}>
          Department
          <input
            id={`${id}-department`}
            value={filter.department ?? ""}
            onChange={(event) => set("department")(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-from`}>
          From
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from ?? ""}
            onChange={(event) => set("from")(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          To
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to ?? ""}
            onChange={(event) => set("to")(event.target.value)}
          />
        </label>
        <button type="button" className="ed-button" onClick={download}>
          Export as CSV
        </button>
      </form>
      <EraseByPhone onErased={() => setAsked((count) => count + 1)} />
      <NewsletterListBox site={site} />
      <ListNotes what="The requests" problem={problem} />
      {!requests && !problem && <p>Reading the requests…</p>}
      {requests?.length === 0 && <p>No request matches.</p>}
      <ol className="ed-requests__list">
        {requests?.map((request) => (
          <RequestCard
            key={request.reference}
            request={request}
            languageName={languageName(request.language)}
            receivedWords={clinicTimeInWords(new Date(request.receivedAt), site)}
            timeWords={(at) => clinicTimeInWords(new Date(at), site)}
            onMark={(state, note) => mark(request.reference, state, note)}
          />
        ))}
      </ol>
    </ViewOfItsOwn>
  );
}
