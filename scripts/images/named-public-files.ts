import { cpSync, existsSync, statSync } from "node:fs";
import { relative, sep } from "node:path";
import { linkedPath } from "../../src/manifest/path-rules.ts";
import { publicFilesPrefix } from "../manifest/reference-problems.ts";
import { picturesIn } from "../../src/manifest/strings-in.ts";
import { linksIn } from "../manifest/links-in.ts";

/**
 * The files under public/images the site names, as site paths ("/images/a.jpg"): its pictures, and
 * the files its links lead to (a leaflet). Only these are shipped: a picture uploaded and then
 * replaced, or no longer used by any page, stays in the folder but not on the website.
 */
export function namedPublicFiles(manifest: unknown): Set<string> {
  const named = new Set(picturesIn(manifest));
  for (const { value } of linksIn(manifest)) {
    const path = linkedPath(value);
    if (path?.startsWith(publicFilesPrefix)) named.add(path);
  }
  return named;
}

/** The site path of a file of the public folder, or of the same place in a build. */
export function sitePathOf(root: string, file: string): string {
  return `/${relative(root, file).split(sep).join("/")}`;
}

/** Whether a file copied from the public folder goes into the build: everything outside images/, and named files. */
export function isShipped(sitePath: string, named: Set<string>): boolean {
  return !sitePath.startsWith(publicFilesPrefix) || named.has(sitePath);
}

/**
 * Copies the public folder into a build, but for the files of images/ the site does not name; says how many
 * it left out.
 */
export function copyPublicFiles(publicDir: string, distDir: string, named: Set<string>): number {
  let leftOut = 0;
  if (!existsSync(publicDir)) return 0;
  cpSync(publicDir, distDir, {
    recursive: true,
    dereference: true,
    filter: (source) => {
      if (statSync(source).isDirectory() || isShipped(sitePathOf(publicDir, source), named)) return true;
      leftOut++;
      return false;
    },
  });
  return leftOut;
}
