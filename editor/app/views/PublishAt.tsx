import { useState } from "react";

/**
 * "Publish at…": the unpublished changes, checked now as Publish checks them, go live at the day and
 * time chosen (the clinic's clock), under the name of the person who scheduled them.
 */
export function PublishAt({ disabled, onSchedule }: { disabled: boolean; onSchedule: (at: string) => void }) {
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState("");
  if (!open)
    return (
      <button type="button" className="ed-button" disabled={disabled} onClick={() => setOpen(true)}>
        Publish at…
      </button>
    );
  return (
    <form
      className="ed-publish-at"
      onSubmit={(event) => {
        event.preventDefault();
        if (!at) return;
        onSchedule(at);
        setOpen(false);
      }}
    >
      <label>
        Publish at <input type="datetime-local" required value={at} onChange={(event) => setAt(event.target.value)} />
      </label>
      <button type="submit" className="ed-button ed-button--primary" disabled={disabled || !at}>
        Schedule
      </button>
      <button type="button" className="ed-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
