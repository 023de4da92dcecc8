import { useEffect, useRef, type ReactNode } from "react";

interface ConfirmBoxProps {
  /** The question, as the box's name for a screen reader: "Delete About Us?" */
  question: string;
  /** What happens, in words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" for what cannot be taken back by Undo (deleting, removing), "primary" otherwise. */
  tone: "danger" | "primary";
  disabled?: boolean;
  /**
   * The id of the button that opened the box, which gets the focus back when the box closes (the box often
   * stands in its place, so it is looked up again once the box is gone).
   */
  openerId: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The editor's one confirmation: the question with its words, the action and a way out. It takes the focus
 * (on the way out, so that Enter changes nothing), Escape closes it, and the focus goes back to its opener.
 */
export function ConfirmBox({
  question,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone,
  disabled = false,
  openerId,
  onConfirm,
  onCancel,
}: ConfirmBoxProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    return () => {
      setTimeout(() => document.getElementById(openerId)?.focus(), 0);
    };
  }, [openerId]);
  return (
    <div
      className="ed-confirm"
      role="alertdialog"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
    >
      <p>{children}</p>
      <button type="button" className={`ed-button ed-button--${tone}`} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button ref={cancel} type="button" className="ed-button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
