import { useContext } from "react";
import { editorMode } from "../editor-mode.ts";
import { PublishContext } from "../contexts/publish-context.tsx";
import { AskForApproval } from "./AskForApproval.tsx";

/** Publish, for a role that may publish; on the clinic's server, "Ask for approval…" for one that may not. */
export function PublishButton() {
  const { publishing, blocked, publish } = useContext(PublishContext);
  if (!publish) return editorMode === "service" ? <AskForApproval /> : null;
  return (
    <button type="button" className="ed-button ed-button--primary" disabled={publishing || blocked} onClick={publish}>
      {publishing ? "Publishing…" : "Publish"}
    </button>
  );
}
