import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isImagePath } from "../../src/images/image-path.ts";
import { stringsIn } from "../../src/manifest/strings-in.ts";
import { samplePicture } from "./sample-picture.ts";
import { samplePictureUse, type PictureUse } from "./sample-picture-use.ts";

export interface SampleImageSite {
  manifestFile: string;
  publicDir: string;
}

/** Writes the picture unless a file of that name exists: "wx" keeps even a file made meanwhile. */
async function writeNew(file: string, bytes: Buffer): Promise<boolean> {
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, bytes, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * `npm run images`: a sample picture for every image path the site's site.json names that has no
 * file in its public folder yet, sized for the block that shows it. Existing files are the clinic's
 * own photos and are never replaced. Returns the paths written, in the order site.json names them.
 */
export async function generateSampleImages({
  manifestFile,
  publicDir,
}: SampleImageSite): Promise<{ written: string[] }> {
  const manifest: unknown = JSON.parse(await readFile(manifestFile, "utf8"));
  const wanted = new Map<string, PictureUse>();
  for (const { path, value } of stringsIn(manifest)) {
    if (isImagePath(value) && !wanted.has(value)) wanted.set(value, samplePictureUse(manifest, path));
  }
  const results = await Promise.all(
    [...wanted].map(async ([src, use]) => {
      const file = join(publicDir, src);
      if (existsSync(file)) return undefined;
      return (await writeNew(file, await samplePicture(src, use))) ? src : undefined;
    }),
  );
  return { written: results.filter((src) => src !== undefined) };
}
