import type { CarouselBlock } from "../../manifest/site-manifest.generated.ts";
import { columnSizes } from "../../images/column-sizes.ts";

export const slideSpacing = 16;

/** Widest first, so narrower rules come later and win, in CSS and in keen-slider alike. */
export function orderedBreakpoints(block: CarouselBlock) {
  return [...block.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
}

export function belowQuery(maxWidth: number): string {
  return `(max-width: ${maxWidth - 0.02}px)`;
}

/** The cards per view at full width and below each breakpoint, e.g. "6_1024x3_640x1". */
export function layoutKey(block: CarouselBlock): string {
  return [block.slidesPerView, ...orderedBreakpoints(block).map((bp) => `${bp.maxWidth}x${bp.slidesPerView}`)].join(
    "_",
  );
}

function slideWidthRule(scope: string, perView: number): string {
  const width = `calc((100% - ${(perView - 1) * slideSpacing}px) / ${perView})`;
  return `${scope} .carousel__slide{flex:0 0 ${width};max-width:${width}}`;
}

/**
 * Sizes the slides before keen-slider runs (in the prerendered page, and while its script loads),
 * with the same per-view numbers it will use, so the row does not jump when it takes over.
 */
export function prerenderLayoutCss(block: CarouselBlock, scope: string): string {
  return [
    slideWidthRule(scope, block.slidesPerView),
    ...orderedBreakpoints(block).map(
      (bp) => `@media ${belowQuery(bp.maxWidth)}{${slideWidthRule(scope, bp.slidesPerView)}}`,
    ),
  ].join("");
}

/** The `sizes` of a slide's picture: one slide's width at each breakpoint, as keen-slider lays the row out. */
export function slideImageSizes(block: CarouselBlock): string {
  const narrowestFirst = orderedBreakpoints(block).reverse();
  const below = (i: number) => narrowestFirst[i]?.slidesPerView ?? block.slidesPerView;
  return columnSizes([
    { from: 0, columns: below(0), gapPx: slideSpacing },
    ...narrowestFirst.map((bp, i) => ({ from: bp.maxWidth, columns: below(i + 1), gapPx: slideSpacing })),
  ]);
}
