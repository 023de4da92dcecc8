import { fillWords } from "../../language/fill-words.ts";
import { useWords } from "../../language/shown-site.tsx";
import { plainText } from "../../text/shown-text.ts";

/**
 * Five stars filled to rating × 20 %, read out as "Rated N out of 5". One element draws them all
 * (testimonials.css): five star icons each cost the browser a drawing of its own to
 * style, lay out and hydrate. The fill is a class per half star (the schema admits halves), not a
 * style attribute, which the Content-Security-Policy refuses.
 */
export function StarRating({ rating }: { rating: number }) {
  const { ratedOutOf5 } = useWords();
  return (
    <span
      className={`star-rating star-rating--${Math.round(rating * 2)}`}
      role="img"
      aria-label={plainText(fillWords(ratedOutOf5, { rating: String(rating) }))}
    />
  );
}
