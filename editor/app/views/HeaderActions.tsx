import { createUsePuck } from "@puckeditor/core";
import { useContext } from "react";
import { useRegisterPuck } from "../puck/puck-bridge.tsx";
import { previewAddress } from "../../shared/editor-location.ts";
import { isPattern } from "../../../src/manifest/path-rules.ts";
import { SignOut } from "./SignOut.tsx";
import { RequestsLink } from "./RequestsLink.tsx";
import { ApprovalsLink } from "./ApprovalsLink.tsx";
import { PublishButton } from "./PublishButton.tsx";
import { PublishAt } from "./PublishAt.tsx";
import { LanguageChoice } from "./LanguageChoice.tsx";
import { useEditorServices } from "../contexts/editor-services.tsx";
import { pathInLanguage } from "../../../src/manifest/path-rules.ts";
import { useFieldsDrawer } from "../screen/tablet-drawers.ts";
import { useUndo } from "../contexts/undo-context.tsx";
import { PublishContext } from "../contexts/publish-context.tsx";
import type { DraftSaving } from "../state/use-draft-saving.ts";

const usePuck = createUsePuck();

function savingWords(saving: DraftSaving): string {
  if (saving.kind === "saving") return "Saving…";
  if (saving.kind === "failed") return "Not saved yet: the server is not answering. Keep this page open.";
  return "Saved for you on the server";
}

/**
 * The editor's buttons in Puck's header: undo and redo, the page list, the block list, and publish,
 * with whether anything is unpublished.
 */
export function HeaderActions() {
  useRegisterPuck();
  useFieldsDrawer();
  const { dirty, saving, saveNow, publishing, blocked, scheduleAt } = useContext(PublishContext);
  const { canUndo, canRedo, undo, redo } = useUndo();
  const { editLanguage } = useEditorServices();
  const dispatch = usePuck((puck) => puck.dispatch);
  const hasBlockTypes = usePuck((puck) => Object.keys(puck.config.components).length > 0);
  const path = usePuck((puck) => {
    const value = (puck.appState.data.root.props as { path?: unknown } | undefined)?.path;
    return typeof value === "string" ? value : "/";
  });
  // Puck's own panel switches on the left are not reachable from the keyboard; these buttons are.
  const showPanel = (plugin: "pages" | "blocks") =>
    dispatch({ type: "setUi", ui: { plugin: { current: plugin }, leftSideBarVisible: true } });
  return (
    <div className="ed-header-actions">
      <button
        type="button"
        className="ed-button ed-header-actions__phone-bar"
        disabled={!canUndo}
        onClick={undo}
        aria-keyshortcuts="Control+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="ed-button"
        disabled={!canRedo}
        onClick={redo}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
      >
        Redo
      </button>
      <button type="button" className="ed-button" onClick={() => showPanel("pages")}>
        All pages
      </button>
      {hasBlockTypes && (
        <button type="button" className="ed-button" onClick={() => showPanel("blocks")}>
          Add a block
        </button>
      )}
      <RequestsLink />
      <ApprovalsLink />
      <LanguageChoice />
      {!isPattern(path) && (
        <a
          className="ed-button"
          href={previewAddress(pathInLanguage(path, editLanguage.prefix))}
          target="_blank"
          rel="noopener"
          onClick={saveNow}
        >
          Preview
        </a>
      )}
      <span className={`ed-header-actions__phone-bar ${dirty ? "ed-dirty ed-dirty--yes" : "ed-dirty"}`}>
        {dirty ? "Unpublished changes" : "All changes published"}
      </span>
      {(dirty || saving.kind !== "saved") && (
        <span
          className={saving.kind === "failed" ? "ed-saving ed-saving--failed" : "ed-saving"}
          role={saving.kind === "failed" ? "alert" : undefined}
        >
          {savingWords(saving)}
        </span>
      )}
      {scheduleAt && dirty && <PublishAt disabled={publishing || blocked} onSchedule={scheduleAt} />}
      <PublishButton />
      <SignOut />
    </div>
  );
}
