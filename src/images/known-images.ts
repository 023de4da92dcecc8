import { largestVariantUrl, srcSetFor, type MeasuredImage, type MeasuredImages } from "./image-variants.ts";

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

/**
 * Of the given pictures, those the markup does not already show with their variants. A picture it
 * shows can be read back from its <img> (rememberImagesShownIn), so an island's props need not
 * repeat it: on the home page that is most of what the props would say about pictures.
 */
export function imagesNotShownIn(html: string, images: MeasuredImages): MeasuredImages {
  return Object.fromEntries(
    Object.entries(images).filter(([src, measured]) => !html.includes(srcSetFor(src, measured))),
  );
}

/**
 * Learns each picture an element shows with its variants, as the build measured it: the <img>'s
 * width and height, and the version in its variant addresses. Only when the srcset that knowledge
 * gives is exactly the one written, so a picture is never known differently from how it was drawn.
 */
export function rememberImagesShownIn(root: ParentNode): void {
  for (const img of root.querySelectorAll("img[srcset]")) {
    const src = img.getAttribute("src");
    const srcset = img.getAttribute("srcset");
    const version = srcset?.match(/-\d+\.([^./\s]+)\.webp\s/)?.[1];
    if (!src || !version) continue;
    const measured = [Number(img.getAttribute("width")), Number(img.getAttribute("height")), version] as const;
    if (srcSetFor(src, measured) === srcset) known.set(src, measured);
  }
}
