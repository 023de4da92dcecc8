import { largestVariantUrl, type MeasuredImage, type MeasuredImages } from "./image-variants.ts";

// Filled as each page's data arrives (before it renders, on the server and in the browser alike),
// so the prerendered markup and the hydrating app name the same variants.
const known = new Map<string, MeasuredImage>();

export function rememberImages(images: MeasuredImages): void {
  for (const [src, measured] of Object.entries(images)) known.set(src, measured);
}

export function knownImage(src: string): MeasuredImage | undefined {
  return known.get(src);
}

/**
 * What is known of the pictures a piece of content names (any string in it equal to a picture's
 * path): an island carries these into the browser, where no page data is loaded.
 */
export function knownImagesIn(content: unknown): MeasuredImages {
  const text = JSON.stringify(content);
  return Object.fromEntries([...known].filter(([src]) => text.includes(JSON.stringify(src))));
}

/** The widest variant the build made of a picture, for viewing it large; the original when none is known. */
export function largestVariantOf(src: string): string {
  const measured = known.get(src);
  return measured ? largestVariantUrl(src, measured) : src;
}
