import { dateNow, systemClock, type Clock } from "../clock.ts";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { personFile } from "../person-file.ts";
import { isJsonObject } from "../../shared/schema/json-value.ts";
import { removeFileDurably, writePrivateFile } from "../atomic-file.ts";
import { HttpError } from "../http-io.ts";
import type { DraftContent, SavedDraft } from "../../shared/contract.ts";

export function isDraftContent(value: unknown): value is DraftContent {
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
 * A change names the revision it replaces: a tab or device that has not seen the newest one (the same
 * person on their tablet meanwhile) is refused with it (409), to bring its changes in, never to overwrite.
 */
export class DraftStore {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock = systemClock,
  ) {}

  private fileOf(person: string): string {
    return personFile(this.dir, person);
  }

  read(person: string): SavedDraft | undefined {
    let text: string;
    try {
      text = readFileSync(this.fileOf(person), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    const draft: unknown = JSON.parse(text);
    if (!isDraftContent(draft)) return undefined;
    const { revision = "", savedAt = "" } = draft as Partial<SavedDraft>;
    return { ...draft, revision: String(revision), savedAt: String(savedAt) };
  }

  /** Refuses (409, with the newest draft) a change made on another revision than the one stored. */
  private refuseIfNewer(person: string, replaces: string | null): void {
    const stored = this.read(person);
    if ((stored?.revision ?? null) === replaces) return;
    throw new HttpError(
      409,
      "newer-draft",
      "These changes were also saved from another tab or device: they are brought in here.",
      { draft: stored ?? null },
    );
  }

  write(person: string, draft: DraftContent, replaces: string | null): SavedDraft {
    this.refuseIfNewer(person, replaces);
    const { baseHash, base, manifest } = draft;
    const saved = {
      baseHash,
      base,
      manifest,
      revision: randomBytes(9).toString("base64url"),
      savedAt: dateNow(this.clock).toISOString(),
    };
    writePrivateFile(this.fileOf(person), JSON.stringify(saved));
    return saved;
  }

  remove(person: string, replaces: string | null): void {
    this.refuseIfNewer(person, replaces);
    removeFileDurably(this.fileOf(person));
  }
}
