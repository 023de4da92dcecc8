import { variantUrl, widthsFor, type ImageSize, type ImageSizes } from "./image-variants.ts";

// Filled as each page's data arrives (before it renders, on the server and in the browser alike),
// so the prerendered markup and the hydrating app name the same variants.
const known = new Map<string, ImageSize>();

export function rememberImageSizes(sizes: ImageSizes): void {
  for (const [src, size] of Object.entries(sizes)) known.set(src, size);
}

export function knownImageSize(src: string): ImageSize | undefined {
  return known.get(src);
}

/** The widest variant the build made of a picture, for viewing it large; the original when none is known. */
export function largestVersionOf(src: string): string {
  const size = known.get(src);
  return size ? variantUrl(src, Math.max(...widthsFor(size[0]))) : src;
}
