import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { isImagePath } from "../../src/images/image-path.ts";
import type { LibraryImage } from "../shared/contract.ts";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Every picture under public/images that site.json may name, with its size, sorted by path: a file
 * whose path the image-path rule refuses (a space in its name, say) or that sharp cannot read is left out.
 */
export async function listImages(publicDir: string): Promise<LibraryImage[]> {
  const files = await filesUnder(join(publicDir, "images"));
  const measured = await Promise.all(
    files.map(async (file): Promise<LibraryImage | undefined> => {
      const path = `/${relative(publicDir, file).split(sep).join("/")}`;
      if (!isImagePath(path)) return undefined;
      const { width, height } = await sharp(file)
        .metadata()
        .catch(() => ({ width: undefined, height: undefined }));
      if (!width || !height) return undefined;
      return { path, width, height };
    }),
  );
  return measured
    .filter((image): image is LibraryImage => image !== undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
