import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { hasVariants, type MeasuredImage, type MeasuredImages } from "../../src/images/image-variants.ts";
import { stringsIn } from "../../src/manifest/strings-in.ts";
import { variantEncoding } from "./variant-encoding.ts";

const measured = new Map<string, { modified: number; image: MeasuredImage }>();

/** Reads a picture's dimensions and fingerprints its bytes with the encoding; remembered until the file changes. */
export async function measureImage(file: string): Promise<MeasuredImage> {
  const modified = statSync(file).mtimeMs;
  const cached = measured.get(file);
  if (cached && cached.modified === modified) return cached.image;
  const bytes = readFileSync(file);
  const { width, height, orientation } = await sharp(bytes)
    .metadata()
    .catch((error: Error) => {
      throw new Error(`Cannot read the picture ${file}: ${error.message}. Save it again as JPEG, PNG or WebP.`);
    });
  const version = createHash("sha256").update(variantEncoding.name).update(bytes).digest("hex").slice(0, 10);
  // EXIF orientations 5-8 turn the picture a quarter: it shows with width and height swapped.
  const image: MeasuredImage = orientation && orientation >= 5 ? [height, width, version] : [width, height, version];
  measured.set(file, { modified, image });
  return image;
}

/** What the build knows of every picture named in a part of site.json, by its path there. */
export async function measureImagesIn(value: unknown, publicDir: string): Promise<MeasuredImages> {
  const paths = new Set<string>();
  for (const { value: text } of stringsIn(value)) if (hasVariants(text)) paths.add(text);
  const images: MeasuredImages = {};
  for (const src of [...paths].sort()) images[src] = await measureImage(join(publicDir, src));
  return images;
}
