import { copyFile, link, rm } from "node:fs/promises";

/**
 * Puts a cached file into a build as a link, which costs one call where a copy costs several, and keeps the
 * time its bytes were made (a server's Last-Modified stays for bytes that did not change). Whatever was at
 * `file` is removed first, never written into: it may be a link to the build visitors get now. Nothing
 * writes through a build's files. A copy where the cache lies on another file system.
 */
export async function linkOrCopy(cached: string, file: string): Promise<void> {
  await rm(file, { force: true });
  await link(cached, file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EXDEV") throw error;
    return copyFile(cached, file);
  });
}
