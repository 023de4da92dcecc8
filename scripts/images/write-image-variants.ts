import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { markUsed, pruneCache } from "../build-cache.ts";
import { BuildProblem } from "../build-problem.ts";
import { hasVariants, variantUrl, widthsFor } from "../../src/images/image-variants.ts";
import { measureImage } from "./measure-images.ts";
import { variantEncoding } from "./variant-encoding.ts";

// Encoding is the slow part of a build; variants are kept by the picture's fingerprint and width.
export const defaultVariantCache = "node_modules/.cache/site-image-variants";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

async function writeVariantsOf(
  file: string,
  src: string,
  outDir: string,
  cacheDir: string,
  used: Set<string>,
): Promise<number> {
  const [width, , version] = await measureImage(file);
  let encoded = 0;
  for (const variantWidth of widthsFor(width)) {
    const name = `${version}-${variantWidth}.webp`;
    const cached = join(cacheDir, name);
    used.add(name);
    if (!existsSync(cached)) {
      mkdirSync(cacheDir, { recursive: true });
      // Written aside, then renamed: a build stopped midway leaves no half-written variant to reuse.
      const partial = `${cached}.${process.pid}.partial`;
      // rotate() applies the EXIF orientation, as a browser showing the original would.
      await sharp(file)
        .rotate()
        .resize({ width: variantWidth })
        .webp({ quality: variantEncoding.quality })
        .toFile(partial)
        .catch((error: unknown) => {
          rmSync(partial, { force: true });
          throw new BuildProblem(
            `The picture ${src} cannot be read (${(error as Error).message}). Open it in a picture program, ` +
              "save it again as a JPEG, PNG or WebP, and upload it again.",
          );
        });
      renameSync(partial, cached);
      encoded++;
    } else {
      markUsed(cached);
    }
    const target = join(outDir, variantUrl(src, variantWidth, version));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return encoded;
}

/**
 * Writes a WebP of every picture under public/images (of those `named`, when given) at each width of
 * widthsFor into outDir/sized/..., where the pages' srcset attributes point. Returns how many were encoded anew.
 */
export async function writeImageVariants(
  publicDir: string,
  outDir: string,
  { cacheDir = defaultVariantCache, named }: { cacheDir?: string; named?: Set<string> } = {},
): Promise<{ pictures: number; encoded: number; pruned: number }> {
  const imagesDir = join(publicDir, "images");
  const used = new Set<string>();
  let pictures = 0;
  let encoded = 0;
  if (!existsSync(imagesDir) || !statSync(imagesDir).isDirectory()) return { pictures, encoded, pruned: 0 };
  for (const file of filesUnder(imagesDir)) {
    const src = `/${relative(publicDir, file).split("\\").join("/")}`;
    if (!hasVariants(src) || (named && !named.has(src))) continue;
    encoded += await writeVariantsOf(file, src, outDir, cacheDir, used);
    pictures++;
  }
  return { pictures, encoded, pruned: pruneCache(cacheDir, used) };
}
