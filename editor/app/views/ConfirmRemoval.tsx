import { useEffect, useRef } from "react";
import { editorMode } from "../editor-mode.ts";
import { removalQuestion } from "../../shared/picture-facts.ts";

/** "Remove 3 pictures? …" with Remove and Cancel; the Cancel button has the focus, so Enter changes nothing. */
export function ConfirmRemoval({
  paths,
  onRemove,
  onCancel,
}: {
  paths: string[];
  onRemove: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const one = paths.length === 1;
  return (
    <div className="ed-history__confirm" role="alertdialog" aria-label={removalQuestion(paths)}>
      <p>
        {removalQuestion(paths)} {one ? "It is" : "They are"} deleted from the site’s picture folder
        {editorMode === "service"
          ? "; a version in the History that used one keeps it."
          : ", and cannot be chosen for a page again."}
      </p>
      <button type="button" className="ed-button ed-button--danger" onClick={onRemove}>
        {one ? "Remove it" : `Remove ${paths.length} pictures`}
      </button>
      <button ref={cancel} type="button" className="ed-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
