import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file in `dir` and the folders under it, by its whole path. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
