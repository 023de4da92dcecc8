import { useEffect } from "react";
import { useUndo } from "../contexts/undo-context.tsx";

const shownFor = 15_000;

/** A short note after a change easy to make by accident ("Block deleted."), with Undo beside it. */
export function UndoNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { undo } = useUndo();
  useEffect(() => {
    const timer = setTimeout(onClose, shownFor);
    return () => clearTimeout(timer);
  }, [text, onClose]);
  return (
    <div className="ed-undo-notice" role="status">
      <span>{text}</span>
      <button type="button" className="ed-button ed-button--small ed-button--primary" onClick={undo}>
        Undo
      </button>
      <button type="button" className="ed-button ed-button--small" aria-label="Close this note" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
