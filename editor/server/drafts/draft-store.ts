import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isJsonObject, type JsonObject } from "../../app/schema/json-value.ts";
import { removeFileDurably, writePrivateFile } from "../atomic-file.ts";

/**
 * A person's unpublished changes: the site as they have it (`manifest`), and the published version
 * they started from (`base`, whose site.json hashed to `baseHash`), so that their changes can be
 * carried onto whatever is published meanwhile.
 */
export interface Draft {
  baseHash: string;
  base: JsonObject;
  manifest: JsonObject;
  savedAt: string;
}

export function isDraft(value: unknown): value is Omit<Draft, "savedAt"> {
  return (
    isJsonObject(value) &&
    typeof value.baseHash === "string" &&
    isJsonObject(value.base) &&
    isJsonObject(value.manifest)
  );
}

/**
 * Drafts on the server, one file a person in `EDITOR_DATA_DIR/drafts/`, replaced whole at each change:
 * a reload, a colleague's publish, a restart or another device finds them as they were last saved.
 * A file is named by a hash of the person's name, which needs no escaping and says nothing.
 */
export class DraftStore {
  constructor(private readonly dir: string) {}

  private fileOf(person: string): string {
    const key = createHash("sha256").update(person.normalize("NFC").toLocaleLowerCase("en")).digest("hex");
    return join(this.dir, `${key.slice(0, 32)}.json`);
  }

  read(person: string): Draft | undefined {
    let text: string;
    try {
      text = readFileSync(this.fileOf(person), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    const draft: unknown = JSON.parse(text);
    return isDraft(draft) ? { ...draft, savedAt: String((draft as { savedAt?: unknown }).savedAt ?? "") } : undefined;
  }

  write(person: string, draft: Omit<Draft, "savedAt">, now = new Date()): Draft {
    const saved = { ...draft, savedAt: now.toISOString() };
    writePrivateFile(this.fileOf(person), JSON.stringify(saved));
    return saved;
  }

  remove(person: string): void {
    removeFileDurably(this.fileOf(person));
  }
}
