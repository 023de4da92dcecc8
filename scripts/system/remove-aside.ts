import { existsSync, readdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const asideMark = ".removing-";

/**
 * Moves `dir` out of the way at once and removes it while the caller goes on: removing a large build's
 * tens of thousands of files takes seconds of the kernel's time, which the next build can spend rendering.
 * Folders a stopped build left aside the same way go too. The promise settles once all are gone.
 */
export function removeAside(dir: string): Promise<void> {
  const parent = dirname(dir);
  const aside = `${basename(dir)}${asideMark}`;
  if (existsSync(dir)) renameSync(dir, join(parent, `${aside}${process.pid}-${Date.now()}`));
  const left = existsSync(parent) ? readdirSync(parent).filter((name) => name.startsWith(aside)) : [];
  return Promise.all(left.map((name) => rm(join(parent, name), { recursive: true, force: true }))).then(() => {});
}
