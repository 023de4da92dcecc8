import { useContext, useState } from "react";
import { ask, askWith } from "../api/editor-api.ts";
import { apiEndpoints } from "../../shared/api-endpoints.ts";
import { PublishContext } from "../contexts/publish-context.tsx";
import { useProposalsNews } from "../contexts/proposals-news.tsx";

/**
 * In place of Publish for a role that may not publish: asks for the unpublished changes to be approved,
 * with a message for the approver if the person wants one; while they wait, a way to withdraw them.
 */
export function AskForApproval() {
  const { dirty, saving, saveNow } = useContext(PublishContext);
  const { own, setOwn } = useProposalsNews();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [at, setAt] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const act = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await step();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  if (own?.state === "waiting")
    return (
      <span className="ed-approval">
        <span className="ed-dirty ed-dirty--yes">Waiting for approval</span>
        <button
          type="button"
          className="ed-button"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              await ask(apiEndpoints.withdrawProposal);
              setOwn(undefined);
            })
          }
        >
          Withdraw
        </button>
        {problem && <span role="alert">{problem}</span>}
      </span>
    );
  if (!open)
    return (
      <button
        type="button"
        className="ed-button ed-button--primary"
        disabled={!dirty}
        onClick={() => {
          saveNow();
          setOpen(true);
        }}
      >
        Ask for approval…
      </button>
    );
  return (
    <form
      className="ed-publish-at"
      onSubmit={(event) => {
        event.preventDefault();
        void act(async () => {
          setOwn(await askWith(apiEndpoints.propose, { message, at }));
          setOpen(false);
          setMessage("");
          setAt("");
        });
      }}
    >
      <label>
        Message for the approver (optional){" "}
        <input type="text" maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <label>
        Go live at (optional) <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
      </label>
      <button type="submit" className="ed-button ed-button--primary" disabled={busy || saving.kind !== "saved"}>
        {saving.kind === "saved" ? "Ask for approval" : "Saving…"}
      </button>
      <button type="button" className="ed-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
