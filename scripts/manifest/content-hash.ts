import { createHash } from "node:crypto";

/** The version of a site.json text: the editor's "which file did you start from", and what a check was made of. */
export function contentHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
