import type { ReactNode } from "react";

interface StatusMessageProps {
  tone: "info" | "success" | "warning" | "error";
  /**
   * How a screen reader hears it: "alert" interrupts (a publish that did not go through), "status" waits its
   * turn; none for what the person just asked for and is watching (publishing…).
   */
  role?: "alert" | "status";
  /** Its words: a paragraph. */
  words: ReactNode;
  /** Buttons beside the words, before the way to dismiss it. */
  actions?: ReactNode;
  /** Closes it, under this label ("OK", "Hide"). */
  dismiss?: { label: string; onDismiss?: () => void };
  /** What follows the buttons: lists of findings. */
  children?: ReactNode;
}

/** One message above the editor: its tone, its words, what can be done about it, and a way to put it away. */
export function StatusMessage({ tone, role, words, actions, dismiss, children }: StatusMessageProps) {
  return (
    <div className={`ed-message ed-message--${tone}`} role={role}>
      <p>{words}</p>
      {actions}
      {dismiss && (
        <button type="button" className="ed-button" onClick={dismiss.onDismiss}>
          {dismiss.label}
        </button>
      )}
      {children}
    </div>
  );
}
