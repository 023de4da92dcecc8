import { useContext } from "react";
import { PagesContext } from "../contexts/pages-context.tsx";
import { useNewRequests } from "../contexts/requests-news.tsx";

/**
 * The way to patients' requests, in the header on every screen, with how many are new: a request
 * that arrives shows in every open editor within seconds (the activity the editor asks for).
 * Not drawn where the server keeps no requests (npm run edit on a computer).
 */
export function RequestsLink() {
  const newRequests = useNewRequests();
  const pages = useContext(PagesContext);
  if (newRequests === undefined || !pages) return null;
  return (
    <button type="button" className="ed-button ed-requests-link" onClick={pages.openRequests}>
      Requests
      {newRequests > 0 && (
        <span className="ed-requests-link__count" aria-label={`, ${newRequests} new`}>
          {newRequests}
          <span className="ed-requests-link__new"> new</span>
        </span>
      )}
    </button>
  );
}
