import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";

const projectRoot = resolve(import.meta.dirname, "../..");
const aWeekMs = 7 * 24 * 60 * 60 * 1000;

/** A cache folder of the project's (node_modules/.cache/NAME): outside every build, out of visitors' reach. */
export const projectCacheDir = (name: string): string => join(projectRoot, "node_modules/.cache", name);

/**
 * The folder `make` fills, made once for each version of the code (`key`) and kept in `cacheDir`. It counts as
 * made once `doneFile` (a path inside it) exists. Two processes making it at once each build into a folder of
 * their own and the first to finish is kept, so no one ever reads a half-made folder. Folders of other keys
 * that no one used for a week are removed (one still in use is touched at each use).
 */
export async function folderMadeOnce(
  cacheDir: string,
  key: string,
  doneFile: string,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const dir = join(cacheDir, key);
  if (existsSync(join(dir, doneFile))) {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  mkdirSync(cacheDir, { recursive: true });
  removeUnused(cacheDir);
  const making = mkdtempSync(join(cacheDir, "making-"));
  try {
    await make(making);
    // Another process may have made the same folder meanwhile, and a third be reading it: only a folder
    // left unfinished is replaced, and a rename that finds a finished one in place gives way to it.
    if (existsSync(dir) && !existsSync(join(dir, doneFile))) rmSync(dir, { recursive: true, force: true });
    renameSync(making, dir);
  } catch (error) {
    if (!existsSync(join(dir, doneFile))) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

function removeUnused(cacheDir: string): void {
  for (const name of readdirSync(cacheDir)) {
    const folder = join(cacheDir, name);
    if (Date.now() - statSync(folder).mtimeMs > aWeekMs) rmSync(folder, { recursive: true, force: true });
  }
}
