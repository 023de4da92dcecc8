import type { Findings } from "../api/editor-api.ts";
import type { Problem } from "../../shared/problem.ts";
import { editorMode } from "../editor-mode.ts";
import type { EditorSpecs } from "../../shared/schema/editor-specs.ts";
import type { JsonObject } from "../../shared/schema/json-value.ts";
import type { WarningSplit } from "../state/warning-split.ts";
import { NewsToRead } from "./NewsToRead.tsx";
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
  const showsChecks = status.kind !== "publishing" && status.kind !== "published" && status.kind !== "invalid";
  return (
    <div className="ed-status" aria-live="polite">
      {status.kind === "restored" && (
        <div className="ed-message ed-message--info">
          <p>
            {status.carried
              ? "Your unpublished changes from last time are back, carried onto the version published since. "
              : "Your unpublished changes from last time are back. "}
            They are still not on the site until you publish.
          </p>
          <button type="button" className="ed-button" onClick={props.onDiscardDraft}>
            Throw them away
          </button>
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
        </div>
      )}
      {props.scheduleNews && <NewsToRead text={props.scheduleNews} tone="warning" onRead={props.onScheduleNewsRead} />}
      {props.news && <NewsToRead text={props.news} tone="info" onRead={props.onNewsRead} />}
      {props.othersHere.length > 0 && (
        <div className="ed-message ed-message--warning" role="status">
          <p>
            {props.othersHere.join(" and ")} {props.othersHere.length === 1 ? "has" : "have"} this page open too. Your
            changes and theirs are merged when either of you publishes; only a field you both change is asked.
          </p>
        </div>
      )}
      {props.unpublished && status.kind !== "publishing" && <UnpublishedSummary {...props.unpublished} />}
      {status.kind === "publishing" && (
        <div className="ed-message ed-message--info">
          <p>
            {editorMode === "service"
              ? "Checking, then building the website with your change… This takes a few seconds."
              : "Checking and publishing…"}
          </p>
        </div>
      )}
      {status.kind === "published" && (
        <div className="ed-message ed-message--success" role="status">
          <p>{publishedMessage(status.changed)}</p>
          {status.notice && <p>{status.notice}</p>}
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
          {warningDetails(status.warnings)}
        </div>
      )}
      {status.kind === "restored-version" && (
        <div className="ed-message ed-message--success" role="status">
          <p>
            {status.changed
              ? `Restored “${status.title}”. The website shows that version now, and History lists it as a new version.`
              : "The website already shows that version; nothing changed."}
          </p>
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
        </div>
      )}
      {status.kind === "invalid" && (
        <div className="ed-message ed-message--error" role="alert">
          <p>
            <strong>Nothing was published.</strong>{" "}
            {status.errors.length === 1
              ? "One thing needs fixing first:"
              : `${status.errors.length} things need fixing first:`}
          </p>
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            Hide
          </button>
          {list(status.errors)}
          {warningDetails(status.warnings)}
        </div>
      )}
      {status.kind === "unreadable-picture" && (
        <div className="ed-message ed-message--error" role="alert">
          <p>
            <strong>Nothing was published.</strong> {status.message}
          </p>
          {status.places.map((place) => (
            <button
              key={JSON.stringify(place.path)}
              type="button"
              className="ed-button ed-button--primary"
              onClick={() => onShow(place)}
            >
              Replace it on {place.page}
            </button>
          ))}
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
        </div>
      )}
      {status.kind === "scheduled" && (
        <div className="ed-message ed-message--info" role="status">
          <p>
            <strong>Scheduled.</strong> “{status.title}” goes live on {status.at.replace("T", " at ")} under your name.
            Until then it is listed in History under Scheduled, where anyone can publish it now or cancel it.
          </p>
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
        </div>
      )}
      {status.kind === "failed" && (
        <div className="ed-message ed-message--error" role="alert">
          <p>
            <strong>Publishing did not work.</strong> {status.message} Your changes are kept here; try again.
          </p>
          <button type="button" className="ed-button" onClick={props.onDismiss}>
            OK
          </button>
        </div>
      )}
      {showsChecks && checks.errors.length > 0 && (
        <div className="ed-message ed-message--error" role="status">
          <p>
            <strong>
              {checks.errors.length === 1
                ? "One thing needs fixing before you publish:"
                : `${checks.errors.length} things need fixing before you publish:`}
            </strong>
          </p>
          {list(checks.errors)}
        </div>
      )}
      {showsChecks && checks.warnings.length > 0 && (
        <div className="ed-message ed-message--warning" role="status">
          <p>
            <strong>Your changes bring {warningCount(checks.warnings.length)}:</strong>
          </p>
          {list(checks.warnings)}
        </div>
      )}
      <EndedDatesOffer ended={checks.notes ?? []} list={list} onRemove={props.onRemoveEnded} />
    </div>
  );
}
