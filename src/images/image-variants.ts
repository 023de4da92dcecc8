import { isImagePath } from "./image-path.ts";

/** What the build knows of a picture: its width and height in pixels, and a fingerprint of its bytes. */
export type MeasuredImage = readonly [width: number, height: number, version: string];

/** The pictures a page shows, by their path in site.json. */
export type MeasuredImages = Record<string, MeasuredImage>;

/** Widths the build makes of every picture, so a phone never downloads a desktop-sized photo. */
export const variantWidths = [360, 720, 1080, 1440, 1920] as const;

const widest = variantWidths[variantWidths.length - 1];

/** The variant widths of a picture: every step narrower than it, and its own width up to the widest step. */
export function widthsFor(originalWidth: number): number[] {
  const top = Math.min(originalWidth, widest);
  const narrower = variantWidths.filter((width) => width < top);
  return [...narrower, top];
}

/**
 * "/images/gallery/gym-1.jpg" at 720 px -> "/sized/images/gallery/gym-1-720.<version>.webp".
 * The version changes with the picture's bytes, so a replaced photo shows at once while
 * unchanged ones stay cached for good.
 */
export function variantUrl(src: string, width: number, version: string): string {
  return `${variantStem(src)}-${width}.${version}.webp`;
}

/** The build's folder of sized pictures. */
export const sizedFolder = "sized";

/** What every variant URL of a picture starts with: "/images/a/b.jpg" -> "/sized/images/a/b". */
export function variantStem(src: string): string {
  return `/${sizedFolder}${src.replace(/\.[^./]+$/, "")}`;
}

export function srcSetFor(src: string, [width, , version]: MeasuredImage): string {
  return widthsFor(width)
    .map((variantWidth) => `${variantUrl(src, variantWidth, version)} ${variantWidth}w`)
    .join(", ");
}

/**
 * A picture cropped to fill its box (object-fit: cover) is drawn wider than the box whenever the
 * box is taller than the picture's own shape: on a phone, a wide hero is several screens wide.
 * `sizes` then names the larger of the box's width and its height times the picture's aspect.
 */
export function coverSizes(boxWidth: string, boxHeight: string, [width, height]: MeasuredImage): string {
  return `max(${boxWidth}, calc(${boxHeight} * ${Number((width / height).toFixed(3))}))`;
}

/** The widest variant, for viewing a picture large. */
export function largestVariantUrl(src: string, [width, , version]: MeasuredImage): string {
  return variantUrl(src, Math.max(...widthsFor(width)), version);
}

/** Every picture site.json may name gets variants; anything else (an SVG, say) is served as it is. */
export function hasVariants(src: string): boolean {
  return isImagePath(src);
}
