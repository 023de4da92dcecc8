import { join } from "node:path";
import { keptSecret } from "../kept-secret.ts";

/**
 * The token the editor page sends with each API call, kept in the editor's data folder (readable by its
 * owner only): an editor page left open keeps working across a restart of the service, as its session does.
 */
export function serviceToken(dataDir: string): string {
  return keptSecret(join(dataDir, "editor-token"));
}
