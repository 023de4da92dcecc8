import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
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

/** Removes from a build the files of images/ the site does not name (the build copies the public folder whole). */
export function dropUnnamedFiles(distDir: string, named: Set<string>): number {
  let dropped = 0;
  const imagesDir = join(distDir, publicFilesPrefix);
  if (!existsSync(imagesDir)) return 0;
  for (const entry of readdirSync(imagesDir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = join(entry.parentPath, entry.name);
    if (isShipped(sitePathOf(distDir, file), named)) continue;
    rmSync(file);
    dropped++;
  }
  return dropped;
}
