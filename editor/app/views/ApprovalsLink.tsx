import { useContext } from "react";
import { PagesContext } from "../contexts/pages-context.tsx";
import { useProposalsNews } from "../contexts/proposals-news.tsx";

/**
 * For those who may approve: how many proposals wait, in the header on every screen, opening them.
 * Not drawn when none waits.
 */
export function ApprovalsLink() {
  const { waiting } = useProposalsNews();
  const pages = useContext(PagesContext);
  if (!waiting || !pages) return null;
  return (
    <button
      type="button"
      className="ed-button ed-requests-link"
      aria-label={`Waiting for approval: ${waiting}`}
      onClick={pages.openApprovals}
    >
      <span className="ed-approvals-link__long">Waiting for approval</span>
      <span className="ed-approvals-link__short">Approve</span>
      <span className="ed-requests-link__count">{waiting}</span>
    </button>
  );
}
