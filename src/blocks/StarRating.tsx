import { Icon } from "../icons/Icon.tsx";

const stars = [0, 1, 2, 3, 4];

/**
 * Five stars filled to rating × 20 %, read out as "Rated N out of 5". The fill is a class per half
 * star (the schema admits halves), not a style attribute, which the Content-Security-Policy refuses.
 */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      <span className="star-rating__empty" aria-hidden="true">
        {stars.map((i) => (
          <Icon key={i} id="star-solid" />
        ))}
      </span>
      <span className={`star-rating__fill star-rating__fill--${Math.round(rating * 2)}`} aria-hidden="true">
        {stars.map((i) => (
          <Icon key={i} id="star-solid" />
        ))}
      </span>
    </span>
  );
}
