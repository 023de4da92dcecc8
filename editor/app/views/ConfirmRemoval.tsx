import { editorMode } from "../editor-mode.ts";
import { removalQuestion } from "../../shared/picture-facts.ts";
import { ConfirmBox } from "./ConfirmBox.tsx";

/** "Remove 3 pictures? …" with Remove and Cancel. */
export function ConfirmRemoval({
  paths,
  openerId,
  onRemove,
  onCancel,
}: {
  paths: string[];
  openerId: string;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const one = paths.length === 1;
  return (
    <ConfirmBox
      question={removalQuestion(paths)}
      confirmLabel={one ? "Remove it" : `Remove ${paths.length} pictures`}
      tone="danger"
      openerId={openerId}
      onConfirm={onRemove}
      onCancel={onCancel}
    >
      {removalQuestion(paths)} {one ? "It is" : "They are"} deleted from the site’s picture folder
      {editorMode === "service"
        ? "; a version in the History that used one keeps it."
        : ", and cannot be chosen for a page again."}
    </ConfirmBox>
  );
}
