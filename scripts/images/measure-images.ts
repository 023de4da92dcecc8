import { statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { hasVariants, type ImageSize, type ImageSizes } from "../../src/images/image-variants.ts";
import { stringsIn } from "../manifest/strings-in.ts";

const measured = new Map<string, { modified: number; size: ImageSize }>();

/** Reads a picture's dimensions from its header; remembered until the file changes. */
export async function measureImage(file: string): Promise<ImageSize> {
  const modified = statSync(file).mtimeMs;
  const cached = measured.get(file);
  if (cached && cached.modified === modified) return cached.size;
  const { width, height, orientation } = await sharp(file).metadata();
  // EXIF orientations 5-8 turn the picture a quarter: it shows with width and height swapped.
  const size: ImageSize = orientation && orientation >= 5 ? [height, width] : [width, height];
  measured.set(file, { modified, size });
  return size;
}

/** The size of every picture named in a part of site.json, by its path there. */
export async function measureImagesIn(value: unknown, publicDir: string): Promise<ImageSizes> {
  const paths = new Set<string>();
  for (const { value: text } of stringsIn(value)) if (hasVariants(text)) paths.add(text);
  const sizes: ImageSizes = {};
  for (const src of [...paths].sort()) sizes[src] = await measureImage(join(publicDir, src));
  return sizes;
}
