import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { writePrivateFile } from "./atomic-file.ts";

/**
 * A random secret of 32 bytes kept in `file` (readable by its owner only), made the first time it is
 * asked for: what the service signs or checks with stays the same across a restart, so that pages
 * left open keep working.
 */
export function keptSecret(file: string): string {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/.test(kept)) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("hex");
  writePrivateFile(file, secret);
  return secret;
}
