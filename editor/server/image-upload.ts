import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { HttpError } from "./http-io.ts";
import { extensionOf, readPicture, readsWhole } from "../../scripts/images/picture-format.ts";
import { isImagePath } from "../../src/images/image-path.ts";
import { safeStem } from "./safe-file-name.ts";

export const uploadFolder = "images/uploads";

/** Writes a file under a name not yet taken, adding -2, -3… so that no picture is ever replaced. */
function writeNew(dir: string, stem: string, extension: string, bytes: Buffer): string {
  for (let attempt = 1; ; attempt++) {
    const name = `${stem}${attempt === 1 ? "" : `-${attempt}`}.${extension}`;
    try {
      writeFileSync(join(dir, name), bytes, { flag: "wx" });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/** A picture already under public/images with exactly these bytes: uploading it again stores nothing new. */
function storedCopy(publicDir: string, bytes: Buffer): string | undefined {
  const imagesDir = join(publicDir, "images");
  const entries = existsSync(imagesDir) ? readdirSync(imagesDir, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || statSync(file).size !== bytes.length || !readFileSync(file).equals(bytes)) continue;
    const path = `/${relative(publicDir, file).split(sep).join("/")}`;
    if (isImagePath(path)) return path;
  }
  return undefined;
}

/**
 * Stores an uploaded picture under public/images/uploads/ and returns its site path; a picture the
 * site already holds is not stored twice: its path is returned.
 */
export async function storeUpload(
  publicDir: string,
  originalName: string,
  bytes: Buffer,
): Promise<{ path: string; width: number; height: number }> {
  const picture = await readPicture(bytes);
  if (!picture) {
    throw new HttpError(
      415,
      "not-a-picture",
      "This file is not a JPEG, PNG or WebP picture, whatever its name says. " +
        "Save it as one of those and upload it again.",
    );
  }
  if (!(await readsWhole(bytes))) {
    throw new HttpError(
      415,
      "damaged-picture",
      "This picture is damaged: it ends before all of it is there, so the website could not be built with it. " +
        "Open it in a picture program, save it again, and upload it again.",
    );
  }
  const dir = join(publicDir, uploadFolder);
  mkdirSync(dir, { recursive: true });
  const stored = storedCopy(publicDir, bytes);
  if (stored) return { path: stored, width: picture.width, height: picture.height };
  const name = writeNew(dir, safeStem(originalName), extensionOf[picture.format], bytes);
  return { path: `/${uploadFolder}/${name}`, width: picture.width, height: picture.height };
}
