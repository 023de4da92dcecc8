import { existsSync } from "node:fs";
import { join } from "node:path";
import { isImagePath } from "../../src/images/image-path.ts";
import { readPicture } from "../images/picture-format.ts";
import type { ManifestProblem } from "./problem.ts";
import { stringsIn } from "./strings-in.ts";

/** Every picture site.json names must be in the public folder, and be a JPEG, PNG or WebP inside. */
export async function pictureProblems(manifest: unknown, publicDir: string): Promise<ManifestProblem[]> {
  // A string the rule refuses is no picture: where the schema expects one, it reports it already.
  const pictures = [...stringsIn(manifest)].filter(({ value }) => isImagePath(value));
  const readable = new Map<string, Promise<unknown>>();
  const checks = pictures.map(async ({ path, value }): Promise<ManifestProblem | undefined> => {
    const file = join(publicDir, value);
    if (!existsSync(file)) {
      return {
        severity: "error",
        path,
        message: `The image "${value}" is not in the public folder (looked for public${value}).`,
        hint: "Put the picture there under that name, or run `npm run images` to create a sample image for every missing path.",
      };
    }
    if (!readable.has(file)) readable.set(file, readPicture(file));
    if (await readable.get(file)) return undefined;
    return {
      severity: "error",
      path,
      message: `The file public${value} is not a picture the build can read (not a JPEG, PNG or WebP inside, or damaged).`,
      hint: "Save the picture again as JPEG, PNG or WebP from a photo editor; renaming a file does not change its format.",
    };
  });
  return (await Promise.all(checks)).filter((problem) => problem !== undefined);
}
