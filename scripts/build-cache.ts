import { existsSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";

/**
 * A build cache's folder: in node_modules/.cache, or under BUILD_CACHE_DIR when set (the scale bench's
 * cold builds start from an empty one).
 */
export const buildCacheDir = (name: string): string => join(process.env.BUILD_CACHE_DIR ?? "node_modules/.cache", name);

const anHourMs = 60 * 60 * 1000;
const aWeekMs = 7 * 24 * anHourMs;

/** Marks a cached file as used by this build: its time says when a build last needed it. */
export function markUsed(file: string): void {
  const now = new Date();
  utimesSync(file, now, now);
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
    const age = Date.now() - statSync(join(cacheDir, name)).mtimeMs;
    // Another build may be writing a partial one now; one left by a build that was stopped goes later.
    if (age < (name.endsWith(".partial") ? anHourMs : aWeekMs)) continue;
    rmSync(join(cacheDir, name), { force: true });
    pruned++;
  }
  return pruned;
}
