import type { ReactNode } from "react";
import { SignOut } from "./SignOut.tsx";
import { RequestsLink } from "./RequestsLink.tsx";
import { ApprovalsLink } from "./ApprovalsLink.tsx";

/** A view in place of the page being edited (History, the pictures no page uses): a way back, and its title. */
export function ViewOfItsOwn({
  title,
  className,
  onBack,
  children,
}: {
  title: string;
  className?: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <main className={className ? `ed-history ${className}` : "ed-history"}>
      <div className="ed-history__bar">
        <button type="button" className="ed-button" onClick={onBack}>
          ← Back to editing
        </button>
        <span className="ed-history__bar-end">
          <RequestsLink />
          <ApprovalsLink />
          <SignOut />
        </span>
      </div>
      <h1>{title}</h1>
      {children}
    </main>
  );
}
