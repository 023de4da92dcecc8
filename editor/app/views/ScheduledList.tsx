import { mayUse } from "../editor-mode.ts";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { useEffect, useState } from "react";
import { cancelScheduled, listScheduled, publishScheduledNow } from "../api/editor-api.ts";
import type { DatedRebuildFailure, ScheduledChange } from "../../shared/contract.ts";
import { ChangeLines } from "./ChangeLines.tsx";

/** "2026-11-01T09:00" as staff read it: 2026-11-01 at 09:00. */

/**
 * History's "Scheduled": the changes waiting to go live at their time, with who scheduled them and what
 * they change, each to publish now or cancel; a change refused at its time says why. Above them, a
 * rebuild of the live site at one of its dates that failed (it is being tried again).
 */
export function ScheduledList() {
  const [listed, setListed] = useState<{ scheduled: ScheduledChange[]; datedRebuildFailure?: DatedRebuildFailure }>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string>();

  const read = () =>
    listScheduled().then(setListed, (error: unknown) => setProblem(String((error as Error)?.message ?? error)));
  useEffect(() => void read(), []);

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      setSaid(done);
    } catch (error) {
      setSaid(`That did not work: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
      await read();
    }
  }

  const failure = listed?.datedRebuildFailure;
  return (
    <section className="ed-scheduled" aria-labelledby="ed-scheduled-title">
      <h2 id="ed-scheduled-title" className="ed-scheduled__title">
        Scheduled
      </h2>
      {failure && (
        <p className="ed-message ed-message--error" role="alert">
          The website could not be rebuilt as of {momentInWords(failure.moment)}, when one of its dates changes what it
          shows (a notice or holiday hours); it still shows the site as before and is being tried again. What the build
          said: {failure.message}
        </p>
      )}
      {problem && <p className="ed-message ed-message--error">The scheduled changes could not be read: {problem}</p>}
      {said && (
        <p className="ed-message ed-message--info" role="status">
          {said}
        </p>
      )}
      {listed?.scheduled.length === 0 && <p>No change is waiting to be published later.</p>}
      <ol className="ed-history__list">
        {listed?.scheduled.map((change) => (
          <li key={change.id} className="ed-history__version ed-scheduled__change">
            <h3 className="ed-history__title">{change.title}</h3>
            <p className="ed-history__meta">
              {change.refused ? "Was to go live" : "Goes live"} on {momentInWords(change.at)} · scheduled by{" "}
              {change.author}
            </p>
            <ChangeLines title={change.title} changes={change.changes} />
            {change.refused && <p className="ed-message ed-message--error">Not published: {change.refused.reason}</p>}
            {mayUse("publish") && (
              <>
                {!change.refused && (
                  <button
                    type="button"
                    className="ed-button ed-button--primary"
                    disabled={busy}
                    onClick={() => act(() => publishScheduledNow(change.id), `“${change.title}” is published now.`)}
                  >
                    Publish now
                  </button>
                )}{" "}
                <button
                  type="button"
                  className="ed-button"
                  disabled={busy}
                  onClick={() =>
                    act(
                      () => cancelScheduled(change.id),
                      change.refused
                        ? `“${change.title}” is removed.`
                        : `“${change.title}” is cancelled: it will not go live.`,
                    )
                  }
                >
                  {change.refused ? "Remove" : "Cancel it"}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
