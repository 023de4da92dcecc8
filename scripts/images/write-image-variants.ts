import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { hasVariants, variantUrl, widthsFor } from "../../src/images/image-variants.ts";
import { measureImage } from "./measure-images.ts";

// Encoding is the slow part of a build; variants are kept by the picture's fingerprint and width.
const cacheDir = "node_modules/.cache/site-image-variants";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function writeVariantsOf(file: string, src: string, outDir: string): Promise<number> {
  const [width, , version] = await measureImage(file);
  let encoded = 0;
  for (const variantWidth of widthsFor(width)) {
    const cached = join(cacheDir, `${version}-${variantWidth}.webp`);
    if (!existsSync(cached)) {
      mkdirSync(cacheDir, { recursive: true });
      // rotate() applies the EXIF orientation, as a browser showing the original would.
      await sharp(file).rotate().resize({ width: variantWidth }).webp({ quality: 74 }).toFile(cached);
      encoded++;
    }
    const target = join(outDir, variantUrl(src, variantWidth, version));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return encoded;
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
