import { useContext } from "react";
import { editorMode, signedInName } from "../editor-mode.ts";
import { PublishContext } from "../contexts/publish-context.tsx";
import { useUndo } from "../contexts/undo-context.tsx";
import { usePhoneScreen } from "../screen/use-narrow-screen.ts";
import { RequestsLink } from "./RequestsLink.tsx";
import { ApprovalsLink } from "./ApprovalsLink.tsx";
import { PublishButton } from "./PublishButton.tsx";

/**
 * On a phone, a bar of its own above the editor, which no panel covers: Undo, who is signed in,
 * whether anything is unpublished, and Publish. (Puck's header folds behind a menu button there,
 * and an open panel takes its place.) Not on wider screens, where the header holds the same.
 */
export function PhoneBar() {
  const { dirty, saving } = useContext(PublishContext);
  const { canUndo, undo } = useUndo();
  // Not drawn at all elsewhere: a second Publish, hidden, would still be one more to tell apart.
  if (!usePhoneScreen()) return null;
  return (
    <div className="ed-phone-bar">
      <button type="button" className="ed-button" disabled={!canUndo} onClick={undo}>
        Undo
      </button>
      <RequestsLink />
      <ApprovalsLink />
      <span className="ed-phone-bar__state">
        {editorMode === "service" && <span className="ed-phone-bar__name">{signedInName}</span>}
        <span className={dirty ? "ed-dirty ed-dirty--yes" : "ed-dirty"}>
          {saving.kind === "failed" ? "Not saved yet" : dirty ? "Changed, not published" : "All published"}
        </span>
      </span>
      <PublishButton />
    </div>
  );
}
