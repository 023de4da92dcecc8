import { ask } from "../api/editor-api.ts";
import { momentInWords } from "../../../src/dates/local-moment.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { useProposalsNews } from "../contexts/proposals-news.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/** Where the person's own proposal stands: waiting, sent back with its note, or approved and live. */
export function ProposalOutcome() {
  const { own, setOwn } = useProposalsNews();
  if (!own) return null;
  const putAway = {
    label: "OK",
    onDismiss: () => {
      setOwn(undefined);
      void ask(apiEndpoints.withdrawProposal).catch(() => undefined);
    },
  };
  if (own.state === "waiting")
    return (
      <StatusMessage
        tone="info"
        role="status"
        words="Your changes wait for approval. You may go on editing: the approver sees them as they are then."
      />
    );
  if (own.state === "sent-back")
    return (
      <StatusMessage
        tone="warning"
        role="status"
        words={
          <>
            <strong>{own.decidedBy} sent your changes back</strong>
            {own.note ? `: “${own.note}”` : "."} They are still here: change what is asked, then ask for approval again.
          </>
        }
        dismiss={putAway}
      />
    );
  return (
    <StatusMessage
      tone="success"
      role="status"
      words={
        own.at
          ? `${own.decidedBy} approved your changes: they go live on ${momentInWords(own.at)}.`
          : `${own.decidedBy} approved your changes: the website shows them now.`
      }
      dismiss={putAway}
    />
  );
}
