import type { LinkPlace, NewPage } from "../state/link-offer.ts";

function placeLabel(place: LinkPlace): string {
  if (place.kind === "menu") return "Add it to the menu";
  if (place.kind === "footer") return "Add it to the footer's links";
  return `Add a card on “${place.pageTitle}” (${place.pagePath})`;
}

/**
 * After a page is added: visitors reach it only through a link, so the editor offers the places
 * one usually goes, each added in one click (and taken back with Undo).
 */
export function LinkOffer({
  page,
  places,
  onLink,
  onClose,
}: {
  page: NewPage;
  places: LinkPlace[];
  onLink: (place: LinkPlace) => void;
  onClose: () => void;
}) {
  return (
    <div className="ed-message ed-message--info ed-link-offer" role="region" aria-label="Link to the new page">
      <p>
        <strong>No page links to “{page.title}” yet.</strong> Visitors find it only through a link. Where should one go?
      </p>
      <div className="ed-link-offer__places">
        {places.map((place) => (
          <button
            key={place.kind === "listing" ? place.pagePath : place.kind}
            type="button"
            className="ed-button"
            onClick={() => onLink(place)}
          >
            {placeLabel(place)}
          </button>
        ))}
        <button type="button" className="ed-button" onClick={onClose}>
          Not now
        </button>
      </div>
    </div>
  );
}
