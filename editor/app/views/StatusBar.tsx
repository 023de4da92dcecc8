import type { Findings } from "../../shared/contract.ts";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import type { Problem } from "../../shared/problem.ts";
import { editorMode } from "../editor-mode.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { WarningSplit } from "../state/warning-split.ts";
import { NewsToRead } from "./NewsToRead.tsx";
import { ProposalOutcome } from "./ProposalOutcome.tsx";
import { StatusMessage } from "./StatusMessage.tsx";
import { ProblemList } from "./ProblemList.tsx";
import { EndedDatesOffer } from "./EndedDatesOffer.tsx";
import { UnpublishedSummary } from "./UnpublishedSummary.tsx";
import type { PublishStatus } from "../state/publish-status.ts";

interface StatusBarProps {
  status: PublishStatus;
  /** What the checks found in the working copy a moment ago: its errors, and warnings this change brought. */
  checks: Findings;
  manifest: JsonObject;
  specs: EditorSpecs;
  onShow: (problem: Pick<Problem, "path">) => void;
  onDismiss: () => void;
  onDiscardDraft: () => void;
  /** What a colleague's publish (or a change of site.json on disk) brought, in words. */
  news: string | undefined;
  onNewsRead: () => void;
  /** The unpublished changes, to say what they are; undefined when there are none. */
  unpublished: { base: JsonObject; working: JsonObject } | undefined;
  /** The others who have the open page in their editor now. */
  othersHere: string[];
  /** Removes the holiday hours and notices that have ended (`checks.notes`) from the working copy. */
  onRemoveEnded: () => void;
  /** What the server's schedule has to tell this person (a failed dated rebuild, a refused change). */
  scheduleNews?: string;
  onScheduleNewsRead?: () => void;
}

function publishedMessage(changed: boolean): string {
  if (editorMode === "service") {
    return changed
      ? "Published. The website shows your change now."
      : "Nothing to publish: the website already shows these pages.";
  }
  return changed
    ? "Published: site.json is saved. Run npm run build to put the new version on the website."
    : "Nothing to publish: site.json already holds these pages.";
}

function warningCount(count: number): string {
  return count === 1 ? "1 warning (does not stop publishing)" : `${count} warnings (they do not stop publishing)`;
}

/**
 * The messages above the editor: what publishing did, what must be fixed first, warnings a change
 * brought (plainly) apart from those site.json had before (folded away).
 */
export function StatusBar(props: StatusBarProps) {
  const { status, checks, manifest, specs, onShow } = props;
  const list = (problems: Problem[]) => (
    <ProblemList problems={problems} manifest={manifest} specs={specs} onShow={onShow} />
  );
  const warningDetails = ({ added, known }: WarningSplit) => (
    <>
      {added.length > 0 && (
        <div className="ed-message__added">
          <p>
            <strong>This change brings {warningCount(added.length)}:</strong>
          </p>
          {list(added)}
        </div>
      )}
      {known.length > 0 && (
        <details className="ed-message__details">
          <summary>Known before this change: {warningCount(known.length)}</summary>
          {list(known)}
        </details>
      )}
    </>
  );
  const ok = { label: "OK", onDismiss: props.onDismiss };
  const showsChecks = status.kind !== "publishing" && status.kind !== "published" && status.kind !== "invalid";
  return (
    <div className="ed-status" aria-live="polite">
      {status.kind === "restored" && (
        <StatusMessage
          tone="info"
          words={`Your unpublished changes from last time are back${
            status.carried ? ", carried onto the version published since" : ""
          }. They are still not on the site until you publish.`}
          actions={
            <button type="button" className="ed-button" onClick={props.onDiscardDraft}>
              Throw them away
            </button>
          }
          dismiss={ok}
        />
      )}
      <ProposalOutcome />
      {props.scheduleNews && <NewsToRead text={props.scheduleNews} tone="warning" onRead={props.onScheduleNewsRead} />}
      {props.news && <NewsToRead text={props.news} tone="info" onRead={props.onNewsRead} />}
      {props.othersHere.length > 0 && (
        <StatusMessage
          tone="warning"
          role="status"
          words={
            <>
              {props.othersHere.join(" and ")} {props.othersHere.length === 1 ? "has" : "have"} this page open too. Your
              changes and theirs are merged when either of you publishes; only a field you both change is asked.
            </>
          }
        />
      )}
      {props.unpublished && status.kind !== "publishing" && <UnpublishedSummary {...props.unpublished} />}
      {status.kind === "publishing" && (
        <StatusMessage
          tone="info"
          words={
            editorMode === "service"
              ? "Checking, then building the website with your change… This takes a few seconds."
              : "Checking and publishing…"
          }
        />
      )}
      {status.kind === "published" && (
        <StatusMessage
          tone="success"
          role="status"
          words={publishedMessage(status.changed)}
          actions={status.notice && <p>{status.notice}</p>}
          dismiss={ok}
        >
          {warningDetails(status.warnings)}
        </StatusMessage>
      )}
      {status.kind === "restored-version" && (
        <StatusMessage
          tone="success"
          role="status"
          words={
            status.changed
              ? `Restored “${status.title}”. The website shows that version now, and History lists it as a new version.`
              : "The website already shows that version; nothing changed."
          }
          dismiss={ok}
        />
      )}
      {status.kind === "invalid" && (
        <StatusMessage
          tone="error"
          role="alert"
          words={
            <>
              <strong>Nothing was published.</strong>{" "}
              {status.errors.length === 1
                ? "One thing needs fixing first:"
                : `${status.errors.length} things need fixing first:`}
            </>
          }
          dismiss={{ label: "Hide", onDismiss: props.onDismiss }}
        >
          {list(status.errors)}
          {warningDetails(status.warnings)}
        </StatusMessage>
      )}
      {status.kind === "unreadable-picture" && (
        <StatusMessage
          tone="error"
          role="alert"
          words={
            <>
              <strong>Nothing was published.</strong> {status.message}
            </>
          }
          actions={status.places.map((place) => (
            <button
              key={JSON.stringify(place.path)}
              type="button"
              className="ed-button ed-button--primary"
              onClick={() => onShow(place)}
            >
              Replace it on {place.page}
            </button>
          ))}
          dismiss={ok}
        />
      )}
      {status.kind === "scheduled" && (
        <StatusMessage
          tone="info"
          role="status"
          words={
            <>
              <strong>Scheduled.</strong> “{status.title}” goes live on {momentInWords(status.at)} under your name.
              Until then it is listed in History under Scheduled, where anyone can publish it now or cancel it.
            </>
          }
          dismiss={ok}
        />
      )}
      {status.kind === "failed" && (
        <StatusMessage
          tone="error"
          role="alert"
          words={
            <>
              <strong>Publishing did not work.</strong> {status.message} Your changes are kept here; try again.
            </>
          }
          dismiss={ok}
        />
      )}
      {showsChecks && checks.errors.length > 0 && (
        <StatusMessage
          tone="error"
          role="status"
          words={
            <strong>
              {checks.errors.length === 1
                ? "One thing needs fixing before you publish:"
                : `${checks.errors.length} things need fixing before you publish:`}
            </strong>
          }
        >
          {list(checks.errors)}
        </StatusMessage>
      )}
      {showsChecks && checks.warnings.length > 0 && (
        <StatusMessage
          tone="warning"
          role="status"
          words={<strong>Your changes bring {warningCount(checks.warnings.length)}:</strong>}
        >
          {list(checks.warnings)}
        </StatusMessage>
      )}
      <EndedDatesOffer ended={checks.notes ?? []} list={list} onRemove={props.onRemoveEnded} />
    </div>
  );
}
