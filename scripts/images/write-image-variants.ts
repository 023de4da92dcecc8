import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { hasVariants, variantUrl, widthsFor } from "../../src/images/image-variants.ts";
import { measureImage } from "./measure-images.ts";

// Encoding is the slow part of a build; a picture's variants are kept by the hash of its bytes.
const cacheDir = "node_modules/.cache/site-image-variants";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function writeVariantsOf(file: string, src: string, outDir: string): Promise<number> {
  const bytes = readFileSync(file);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const [width] = await measureImage(file);
  let written = 0;
  for (const variantWidth of widthsFor(width)) {
    const cached = join(cacheDir, `${hash}-${variantWidth}.webp`);
    if (!existsSync(cached)) {
      mkdirSync(cacheDir, { recursive: true });
      // rotate() applies the EXIF orientation, as a browser showing the original would.
      await sharp(bytes).rotate().resize({ width: variantWidth }).webp({ quality: 74 }).toFile(cached);
      written++;
    }
    const target = join(outDir, variantUrl(src, variantWidth));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return written;
}

/**
 * Writes a WebP of every picture under public/images at each width of widthsFor into
 * outDir/sized/..., where the pages' srcset attributes point. Returns how many were encoded anew.
 */
export async function writeImageVariants(publicDir: string, outDir: string): Promise<{ pictures: number; encoded: number }> {
  const imagesDir = join(publicDir, "images");
  let pictures = 0;
  let encoded = 0;
  if (!existsSync(imagesDir) || !statSync(imagesDir).isDirectory()) return { pictures, encoded };
  for (const file of filesUnder(imagesDir)) {
    const src = `/${relative(publicDir, file).split("\\").join("/")}`;
    if (!hasVariants(src)) continue;
    encoded += await writeVariantsOf(file, src, outDir);
    pictures++;
  }
  return { pictures, encoded };
}
