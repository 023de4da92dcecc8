import { stat } from "node:fs/promises";
import { join } from "node:path";
import { namedPublicFiles } from "../../scripts/images/named-public-files.ts";
import { listImages } from "./image-library.ts";
import type { UnusedPicture } from "../shared/contract.ts";

/**
 * The files the site names now: those of the editor's working copy, unpublished edits included (a
 * picture uploaded a minute ago and put on a page), and those of the saved site.json, which is what
 * the website shows. Either one naming a file keeps it.
 */
export function namedNow(working: unknown, savedText: string): Set<string> {
  const named = namedPublicFiles(working);
  let saved: unknown;
  try {
    saved = JSON.parse(savedText);
  } catch {
    // A site.json that is not JSON names nothing the editor could read; the working copy still counts.
    return named;
  }
  for (const path of namedPublicFiles(saved)) named.add(path);
  return named;
}

/** The pictures of public/images that `named` leaves out, with their size and when they were added. */
export async function unusedPictures(publicDir: string, named: Set<string>): Promise<UnusedPicture[]> {
  const unused = (await listImages(publicDir)).filter((image) => !named.has(image.path));
  const found = await Promise.all(
    unused.map(async (image) => {
      const info = await stat(join(publicDir, image.path)).catch(() => undefined);
      return info && { ...image, bytes: info.size, addedAt: info.mtime.toISOString() };
    }),
  );
  return found.filter((picture): picture is UnusedPicture => picture !== undefined);
}
