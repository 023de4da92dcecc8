import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writePrivateFile } from "../atomic-file.ts";

/**
 * The token the editor page sends with each API call, kept in the editor's data folder (readable by its
 * owner only): an editor page left open keeps working across a restart of the service, as its session does.
 */
export function serviceToken(dataDir: string): string {
  const file = join(dataDir, "editor-token");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/.test(kept)) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const token = randomBytes(32).toString("hex");
  writePrivateFile(file, token);
  return token;
}
