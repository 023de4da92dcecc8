import sharp from "sharp";

export type PictureFormat = "jpeg" | "png" | "webp";

export const extensionOf: Record<PictureFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

function startsWith(bytes: Buffer, signature: number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

function formatBySignature(bytes: Buffer): PictureFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF", four bytes of length, then "WEBP".
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

/**
 * The picture's format and size, judged by its bytes and never by its name: the first bytes
 * must say JPEG, PNG or WebP, and sharp must read the picture as that format.
 */
export async function readPicture(bytes: Buffer): Promise<{ format: PictureFormat; width: number; height: number } | undefined> {
  const format = formatBySignature(bytes);
  if (!format) return undefined;
  const metadata = await sharp(bytes).metadata().catch(() => undefined);
  if (metadata?.format !== format || !metadata.width || !metadata.height) return undefined;
  return { format, width: metadata.width, height: metadata.height };
}
