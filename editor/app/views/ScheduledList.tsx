import { mayUse } from "../editor-mode.ts";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { ask, askWith, publishScheduledNow } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { ChangeLines } from "./ChangeLines.tsx";
import { ListNotes } from "./ListNotes.tsx";
import { useListAndAct } from "../state/use-list-and-act.ts";

/**
 * History's "Scheduled": the changes waiting to go live at their time, with who scheduled them and what
 * they change, each to publish now or cancel; a change refused at its time says why. Above them, a
 * rebuild of the live site at one of its dates that failed (it is being tried again).
 */
export function ScheduledList() {
  const { items: listed, problem, said, busy, act } = useListAndAct(() => ask(apiEndpoints.scheduled));
  const actThen = (work: () => Promise<unknown>, done: string) => act(() => work().then(() => done));

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
      <ListNotes what="The scheduled changes" problem={problem} said={said} />
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
                    onClick={() => actThen(() => publishScheduledNow(change.id), `“${change.title}” is published now.`)}
                  >
                    Publish now
                  </button>
                )}{" "}
                <button
                  type="button"
                  className="ed-button"
                  disabled={busy}
                  onClick={() =>
                    actThen(
                      () => askWith(apiEndpoints.cancelScheduled, { id: change.id }),
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
