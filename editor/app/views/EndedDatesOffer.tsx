import { useState, type ReactNode } from "react";
import type { Problem } from "../../shared/problem.ts";

/**
 * Holiday hours and notices whose dates are over: visitors no longer see them. One quiet line says so
 * and offers to take them out of site.json in one step (Undo brings them back); which they are shows
 * on request. Nothing forces it.
 */
export function EndedDatesOffer({
  ended,
  list,
  onRemove,
}: {
  ended: Problem[];
  list: (problems: Problem[]) => ReactNode;
  onRemove: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (ended.length === 0) return null;
  return (
    <div className="ed-message ed-message--info">
      <p>
        {ended.length === 1
          ? "One holiday or notice has ended; visitors no longer see it."
          : `${ended.length} holidays and notices have ended; visitors no longer see them.`}{" "}
        <button type="button" className="ed-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide" : "Which?"}
        </button>{" "}
        <button type="button" className="ed-button" onClick={onRemove}>
          {ended.length === 1 ? "Remove it" : "Remove them"}
        </button>
      </p>
      {open && list(ended)}
    </div>
  );
}
