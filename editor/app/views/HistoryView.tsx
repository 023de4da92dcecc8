import { useEffect, useId, useState } from "react";
import { ask } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { Version } from "../../shared/contract.ts";
import { previewAddress } from "../../shared/editor-location.ts";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";
import { ConfirmBox } from "./ConfirmBox.tsx";
import { ScheduledList } from "./ScheduledList.tsx";
import { ChangeLines } from "./ChangeLines.tsx";
import { editorMode, mayUse } from "../editor-mode.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { ListNotes } from "./ListNotes.tsx";

interface HistoryViewProps {
  /** The site's settings as being edited: its clock is the one History's times are written on. */
  site: Pick<Site, "timeZone">;
  /** Unpublished changes in this editor, which a restore would replace. */
  dirty: boolean;
  restoring: boolean;
  onRestore: (version: Version) => void;
  onBack: () => void;
}

/**
 * The version the website shows: the one the server marks, once it says; until then the newest, which is
 * what it shows unless a publish was cut short.
 */
function shownIndex(versions: Version[]): number {
  return versions.some((version) => version.shownNow !== undefined)
    ? versions.findIndex((version) => version.shownNow === true)
    : 0;
}

/**
 * Every published version, newest first: who published it, when, and what it changed, in words.
 * Restoring one publishes it again as a new version, so the versions in between stay in the list.
 */
export function HistoryView({ site, dirty, restoring, onRestore, onBack }: HistoryViewProps) {
  const id = useId();
  const [versions, setVersions] = useState<Version[]>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<string>();

  useEffect(() => {
    if (restoring) return;
    ask(apiEndpoints.versions).then(
      ({ versions }) => setVersions(versions),
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [restoring]);

  const shown = versions ? shownIndex(versions) : -1;
  return (
    <ViewOfItsOwn title="History" onBack={onBack}>
      <p className="ed-history__intro">
        Every version that was published, newest first. Restoring one publishes it again as a new version, so nothing in
        this list is lost.
      </p>
      <ListNotes what="The History" problem={problem} />
      {editorMode === "service" && <ScheduledList />}
      <h2 className="ed-scheduled__title">Published</h2>
      {!versions && !problem && <p>Reading the History…</p>}
      {versions?.length === 0 && <p>Nothing has been published from the editor yet.</p>}
      <ol className="ed-history__list">
        {versions?.map((version, index) => (
          <li key={version.commit} className="ed-history__version">
            <h2 className="ed-history__title">{version.title}</h2>
            <p className="ed-history__meta">
              {version.author}
              {version.approvedBy && ` · approved by ${version.approvedBy}`} · {clinicTimeInWords(version.date, site)}
              {index === shown && <strong className="ed-history__live"> · The website shows this version</strong>}
            </p>
            <ChangeLines title={version.title} changes={version.changes} />
            <p className="ed-history__pages">
              {version.pages.length > 0 ? "See as this version had it: " : "See this version: "}
              {(version.pages.length > 0 ? version.pages : ["/"]).map((path, pathIndex) => (
                <span key={path}>
                  {pathIndex > 0 && ", "}
                  <a href={previewAddress(path, { version: version.commit })} target="_blank" rel="noopener">
                    {path === "/" ? "the home page" : path}
                  </a>
                </span>
              ))}
            </p>
            {index !== shown &&
              mayUse("publish") &&
              (version.cannotRestore ? (
                <p className="ed-message ed-message--info">{version.cannotRestore}</p>
              ) : confirming === version.commit ? (
                <ConfirmBox
                  question="Restore this version?"
                  confirmLabel="Restore it"
                  tone="primary"
                  disabled={restoring}
                  openerId={`${id}-restore-${index}`}
                  onConfirm={() => {
                    setConfirming(undefined);
                    onRestore(version);
                  }}
                  onCancel={() => setConfirming(undefined)}
                >
                  Put this version back on the website?
                  {dirty && " Your unpublished changes in the editor are replaced by it."}
                </ConfirmBox>
              ) : (
                <button
                  id={`${id}-restore-${index}`}
                  type="button"
                  className="ed-button"
                  disabled={restoring}
                  onClick={() => setConfirming(version.commit)}
                >
                  Restore this version
                </button>
              ))}
          </li>
        ))}
      </ol>
    </ViewOfItsOwn>
  );
}
