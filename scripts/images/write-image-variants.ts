import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { buildCacheDir, markUsed, pruneCache } from "../build-cache.ts";
import { UnreadablePicture } from "../build-problem.ts";
import { filesUnder } from "../system/files-under.ts";
import { linkOrCopy } from "../system/link-or-copy.ts";
import { hasVariants, variantUrl, widthsFor } from "../../src/images/image-variants.ts";
import { measureImage } from "./measure-images.ts";
import { variantEncoding } from "./variant-encoding.ts";

// Encoding is the slow part of a build; variants are kept by the picture's fingerprint and width.
export const defaultVariantCache = buildCacheDir("site-image-variants");

/** Encodes one width of a picture into the cache. */
async function encodeVariant(file: string, src: string, width: number, cached: string): Promise<void> {
  mkdirSync(dirname(cached), { recursive: true });
  // Written aside, then renamed: a build stopped midway leaves no half-written variant to reuse.
  const partial = `${cached}.${process.pid}.partial`;
  // rotate() applies the EXIF orientation, as a browser showing the original would.
  await sharp(file)
    .rotate()
    .resize({ width })
    .webp({ quality: variantEncoding.quality })
    .toFile(partial)
    .catch((error: unknown) => {
      rmSync(partial, { force: true });
      throw new UnreadablePicture(src, (error as Error).message);
    });
  renameSync(partial, cached);
}

/**
 * Writes every width of one picture, encoding those the cache lacks. Pictures are written side by side:
 * `encodings` holds the variants being encoded, so two copies of one picture encode it once.
 */
async function writeVariantsOf(
  { file, src }: { file: string; src: string },
  outDir: string,
  cacheDir: string,
  used: Set<string>,
  encodings: Map<string, Promise<void>>,
): Promise<number> {
  const [width, , version] = await measureImage(file);
  let encoded = 0;
  for (const variantWidth of widthsFor(width)) {
    const name = `${version}-${variantWidth}.webp`;
    const cached = join(cacheDir, name);
    used.add(name);
    const underway = encodings.get(name);
    if (underway) await underway;
    else if (existsSync(cached)) markUsed(cached);
    else {
      const encoding = encodeVariant(file, src, variantWidth, cached);
      encodings.set(name, encoding);
      await encoding;
      encoded++;
    }
    const target = join(outDir, variantUrl(src, variantWidth, version));
    mkdirSync(dirname(target), { recursive: true });
    await linkOrCopy(cached, target);
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
  if (!existsSync(imagesDir) || !statSync(imagesDir).isDirectory()) return { pictures: 0, encoded: 0, pruned: 0 };
  const files = filesUnder(imagesDir)
    .map((file) => ({ file, src: `/${relative(publicDir, file).split("\\").join("/")}` }))
    .filter(({ src }) => hasVariants(src) && (!named || named.has(src)));
  // All at once: sharp runs them on libuv's pool, so a first build encodes on every core instead of one.
  const encodings = new Map<string, Promise<void>>();
  const encodedEach = await Promise.all(
    files.map((picture) => writeVariantsOf(picture, outDir, cacheDir, used, encodings)),
  );
  const encoded = encodedEach.reduce((sum, count) => sum + count, 0);
  return { pictures: files.length, encoded, pruned: pruneCache(cacheDir, used) };
}
