import { existsSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";

/**
 * A build cache's folder: in node_modules/.cache, or under BUILD_CACHE_DIR when set (the scale bench's
 * cold builds start from an empty one).
 */
export const buildCacheDir = (name: string): string => join(process.env.BUILD_CACHE_DIR ?? "node_modules/.cache", name);

const anHourMs = 60 * 60 * 1000;
const aWeekMs = 7 * 24 * anHourMs;

/**
 * Marks a cached file as used by this build: its access time says when a build last needed it. Its
 * modification time stays, so a build's file linked to it keeps the time its bytes were made.
 */
export function markUsed(file: string): void {
  utimesSync(file, new Date(), statSync(file).mtime);
}

/**
 * Removes what no build used this week from a build cache (a picture's variants, a file's
 * compressed copies). What another site's build used this week stays: `npm test` builds two sites,
 * which would otherwise throw out each other's entries and make them all again on every run.
 * Returns how many entries it removed.
 */
export function pruneCache(cacheDir: string, used: Set<string>): number {
  if (!existsSync(cacheDir)) return 0;
  let pruned = 0;
  for (const name of readdirSync(cacheDir)) {
    if (used.has(name)) continue;
    const { atimeMs, mtimeMs } = statSync(join(cacheDir, name));
    const age = Date.now() - Math.max(atimeMs, mtimeMs);
    // Another build may be writing a partial one now; one left by a build that was stopped goes later.
    if (age < (name.endsWith(".partial") ? anHourMs : aWeekMs)) continue;
    rmSync(join(cacheDir, name), { force: true });
    pruned++;
  }
  return pruned;
}
