/** A picture's width and height in pixels, as the build measured it. */
export type ImageSize = readonly [width: number, height: number];

/** The pictures a page shows, by their path in site.json. */
export type ImageSizes = Record<string, ImageSize>;

/** Widths the build makes of every picture, so a phone never downloads a desktop-sized photo. */
export const variantWidths = [360, 720, 1080, 1440, 1920] as const;

const widest = variantWidths[variantWidths.length - 1];

/** The variant widths of a picture: every step narrower than it, and its own width up to the widest step. */
export function widthsFor(originalWidth: number): number[] {
  const top = Math.min(originalWidth, widest);
  const narrower = variantWidths.filter((width) => width < top);
  return [...narrower, top];
}

/** "/images/gallery/gym-1.jpg" at 720 px -> "/sized/images/gallery/gym-1-720.webp". */
export function variantUrl(src: string, width: number): string {
  return `/sized${src.replace(/\.[^./]+$/, "")}-${width}.webp`;
}

export function srcSetFor(src: string, originalWidth: number): string {
  return widthsFor(originalWidth)
    .map((width) => `${variantUrl(src, width)} ${width}w`)
    .join(", ");
}

/** Raster pictures get variants; anything else (an SVG, say) is served as it is. */
export function hasVariants(src: string): boolean {
  return /^\/images\/.+\.(jpe?g|png|webp)$/i.test(src);
}
