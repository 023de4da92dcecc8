import { existsSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { isImagePath } from "../../src/images/image-path.ts";
import { isPageLink } from "../../src/manifest/link-kind.ts";
import { readPicture } from "../images/picture-format.ts";
import type { ManifestProblem } from "./problem.ts";
import { linkedPath } from "../../src/manifest/path-rules.ts";
import { publicFilesPrefix } from "./reference-problems.ts";
import { stringsIn } from "../../src/manifest/strings-in.ts";
import { linksIn } from "./links-in.ts";

/** Whether the server has a file for this decoded path: only a file inside the public folder is served. */
function isPublicFile(publicDir: string, path: string): boolean {
  const root = resolve(publicDir);
  const file = join(root, path);
  return file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile();
}

/**
 * A link to a file under /images/ (a brochure, a price list) leads to the 404 page when the file is
 * missing. A picture path is left to the picture check, which reports it whatever holds it.
 */
function missingLinkedFiles(manifest: unknown, publicDir: string): ManifestProblem[] {
  return [...linksIn(manifest)].flatMap(({ path, value, at }): ManifestProblem[] => {
    // A whole string that is a picture path is the picture check's; a link inside a rich text is not.
    if (!isPageLink(value) || (at === undefined && isImagePath(value))) return [];
    const target = linkedPath(value);
    if (target === undefined || !target.startsWith(publicFilesPrefix) || isPublicFile(publicDir, target)) return [];
    return [
      {
        severity: "warning",
        path,
        at,
        message: `The link "${value}" leads to no file (looked for public${target}); visitors will see the 404 page.`,
        hint: "Put the file there under that name, or correct the link.",
      },
    ];
  });
}

/**
 * Every picture site.json names must be in the public folder, and be a JPEG, PNG or WebP inside;
 * every other file a link names under /images/ must be there too.
 */
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
        hint:
          "Put the picture there under that name, " +
          "or run `npm run images` to create a sample image for every missing path.",
      };
    }
    if (!readable.has(file)) readable.set(file, readPicture(file));
    if (await readable.get(file)) return undefined;
    return {
      severity: "error",
      path,
      message:
        `The file public${value} is not a picture the build can read ` +
        "(not a JPEG, PNG or WebP inside, or damaged).",
      hint:
        "Save the picture again as JPEG, PNG or WebP from a photo editor; " +
        "renaming a file does not change its format.",
    };
  });
  return [
    ...(await Promise.all(checks)).filter((problem) => problem !== undefined),
    ...missingLinkedFiles(manifest, publicDir),
  ];
}
