import { lstat, realpath, rm } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { readPicture } from "../../scripts/images/picture-format.ts";
import { isImagePath } from "../../src/images/image-path.ts";
import { shortName } from "../shared/picture-facts.ts";
import { HttpError } from "./http-io.ts";
import type { Removal } from "../shared/contract.ts";

/** The paths asked for, each once, or a refusal when the request does not list any. */
export function pathsFrom(body: unknown): string[] {
  const paths = typeof body === "object" && body !== null ? (body as { paths?: unknown }).paths : undefined;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === "string")) {
    throw new HttpError(400, "bad-request", 'The request must list the pictures to remove as "paths".');
  }
  return [...new Set(paths)];
}

/**
 * The file a site path names, only when it is a picture file inside public/images: the image-path rule
 * already refuses "..", other folders and other kinds of file; the real path is compared as well, so a
 * link inside the folder that leads elsewhere is refused too. Undefined: the file is not there.
 */
async function pictureFile(publicDir: string, path: string): Promise<string | undefined> {
  const notAPicture = new HttpError(
    400,
    "not-a-picture",
    `“${path}” is not a picture in the site's picture folder, so nothing was removed.`,
  );
  if (!isImagePath(path)) throw notAPicture;
  const file = join(publicDir, path);
  const info = await lstat(file).catch(() => undefined);
  if (!info) return undefined;
  const imagesDir = await realpath(join(publicDir, "images"));
  const folder = await realpath(dirname(file));
  if (!info.isFile() || !`${folder}${sep}`.startsWith(`${imagesDir}${sep}`)) throw notAPicture;
  if (!(await readPicture(file))) {
    throw new HttpError(
      415,
      "not-a-picture",
      `“${shortName(path)}” is not a JPEG, PNG or WebP picture, whatever its name says, so nothing was removed.`,
    );
  }
  return file;
}

/**
 * Removes pictures of public/images that no page uses. Every path is checked before any file is
 * touched, so a refusal removes nothing: a path outside the folder or not a picture, and a picture
 * that `named` holds (a page uses it, in the editor's working copy or on the website).
 */
export async function removePictures(publicDir: string, paths: string[], named: Set<string>): Promise<Removal> {
  const files = new Map<string, string>();
  const gone: string[] = [];
  for (const path of paths) {
    const file = await pictureFile(publicDir, path);
    if (named.has(path)) {
      throw new HttpError(
        409,
        "in-use",
        `“${shortName(path)}” is used on a page (in the editor or on the website), so nothing was removed.`,
      );
    }
    if (file) files.set(path, file);
    else gone.push(path);
  }
  for (const file of files.values()) await rm(file);
  return { removed: [...files.keys()], gone };
}
