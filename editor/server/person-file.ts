import { createHash } from "node:crypto";
import { join } from "node:path";

/**
 * The file of a person's own things in `dir` (a draft, a proposal): named by a hash of their name as
 * accounts tell names apart, which needs no escaping and says nothing of who it is.
 */
export function personFile(dir: string, person: string): string {
  const key = createHash("sha256").update(person.normalize("NFC").toLocaleLowerCase("en")).digest("hex");
  return join(dir, `${key.slice(0, 32)}.json`);
}
