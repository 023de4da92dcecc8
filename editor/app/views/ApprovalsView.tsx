import { useState } from "react";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { useListAndAct } from "../state/use-list-and-act.ts";
import { ask, askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import type { ProposalForReview } from "../../shared/contract.ts";
import { previewAddress } from "../../shared/editor-location.ts";
import { clinicTimeInWords } from "../../../src/dates/clinic-time-words.ts";
import type { Site } from "../../../src/manifest/site-manifest.generated.ts";
import { ChangeLines } from "./ChangeLines.tsx";
import type { Side } from "../../shared/merge/three-way-merge.ts";
import { ViewOfItsOwn } from "./ViewOfItsOwn.tsx";
import { ListNotes } from "./ListNotes.tsx";

/**
 * The proposals of those who may not publish, oldest first: who asks, their message, what would go live in
 * History's words with each changed page to see as it would look, and Approve or Send back with a note.
 */
export function ApprovalsView({ site, onBack }: { site: Pick<Site, "timeZone">; onBack: () => void }) {
  const {
    items: proposals,
    problem,
    said,
    busy,
    act,
  } = useListAndAct(async () => (await ask(apiEndpoints.proposals)).proposals);

  return (
    <ViewOfItsOwn title="Waiting for approval" onBack={onBack}>
      <p className="ed-history__intro">
        Changes from those who may not publish. Approving one publishes it as Publish does, under its author’s name and
        yours; sending it back tells them why, and they keep their changes.
      </p>
      <ListNotes what="The proposals" problem={problem} said={said} />
      {!proposals && !problem && <p>Reading the proposals…</p>}
      {proposals?.length === 0 && <p>Nothing waits for approval.</p>}
      <ol className="ed-history__list">
        {proposals?.map((proposal) => (
          <Proposal
            key={proposal.author}
            proposal={proposal}
            site={site}
            busy={busy}
            onApprove={(choices) =>
              act(async () => {
                const outcome = await askWith(apiEndpoints.approve, {
                  author: proposal.author,
                  revision: proposal.revision,
                  choices,
                });
                const approved = `Approved: ${proposal.author}’s change “${proposal.title}”`;
                return outcome.kind === "published"
                  ? `${approved} is live now.`
                  : `${approved} goes live on ${momentInWords(outcome.scheduled.at)} (History, Scheduled).`;
              })
            }
            onSendBack={(note) =>
              act(async () => {
                await askWith(apiEndpoints.sendBack, { author: proposal.author, note });
                return `Sent back to ${proposal.author}, who is told in the editor.`;
              })
            }
          />
        ))}
      </ol>
    </ViewOfItsOwn>
  );
}

function Proposal({
  proposal,
  site,
  busy,
  onApprove,
  onSendBack,
}: {
  proposal: ProposalForReview;
  site: Pick<Site, "timeZone">;
  busy: boolean;
  onApprove: (choices: Record<string, Side>) => void;
  onSendBack: (note: string) => void;
}) {
  const [note, setNote] = useState<string>();
  const [choices, setChoices] = useState<ReadonlyMap<string, Side>>(new Map());
  const pages = proposal.pages.length > 0 ? proposal.pages : ["/"];
  return (
    <li className="ed-history__version" aria-label={`${proposal.author}: ${proposal.title}`}>
      <h2 className="ed-history__title">{proposal.title}</h2>
      <p className="ed-history__meta">
        Asked by {proposal.author} · {clinicTimeInWords(proposal.proposedAt, site)}
        {proposal.at && <strong> · to go live on {momentInWords(proposal.at)}</strong>}
      </p>
      {proposal.message && <p className="ed-approvals__message">“{proposal.message}”</p>}
      <ChangeLines title={proposal.title} changes={proposal.changes} />
      <p className="ed-history__pages">
        See it as it would go live:{" "}
        {pages.map((path, index) => (
          <span key={path}>
            {index > 0 && ", "}
            <a href={previewAddress(path, { proposal: proposal.author })} target="_blank" rel="noopener">
              {path === "/" ? "the home page" : path}
            </a>
          </span>
        ))}
      </p>
      {proposal.clashes.length > 0 && (
        <div className="ed-message ed-message--warning">
          <p>
            A version published since changed {proposal.clashes.length === 1 ? "this place" : "these places"} too.
            Choose which stays, or send it back to {proposal.author}.
          </p>
          {proposal.clashes.map((clash) => (
            <fieldset key={clash.key} className="ed-conflicts__item">
              <legend>{clash.place}</legend>
              {(["mine", "theirs"] as const).map((side) => (
                <label key={side} className="ed-conflicts__choice">
                  <input
                    type="radio"
                    name={`${proposal.author}-${clash.key}`}
                    checked={choices.get(clash.key) === side}
                    onChange={() => setChoices(new Map(choices).set(clash.key, side))}
                  />
                  {side === "mine" ? `${proposal.author}’s: ` : "As published: "}
                  {clash[side]}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {note === undefined ? (
        <p className="ed-approvals__actions">
          <button
            type="button"
            className="ed-button ed-button--primary"
            disabled={busy || proposal.clashes.some((clash) => !choices.has(clash.key))}
            onClick={() => onApprove(Object.fromEntries(choices))}
          >
            {proposal.at ? `Approve for ${momentInWords(proposal.at)}` : "Approve and publish"}
          </button>{" "}
          <button type="button" className="ed-button" disabled={busy} onClick={() => setNote("")}>
            Send back…
          </button>
        </p>
      ) : (
        <form
          className="ed-approvals__send-back"
          onSubmit={(event) => {
            event.preventDefault();
            onSendBack(note);
          }}
        >
          <label>
            What should {proposal.author} change? (optional)
            <textarea
              className="ed-input"
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          <button type="submit" className="ed-button ed-button--primary" disabled={busy}>
            Send back
          </button>{" "}
          <button type="button" className="ed-button" onClick={() => setNote(undefined)}>
            Cancel
          </button>
        </form>
      )}
    </li>
  );
}
