import { readFileSync } from "node:fs";
import { join } from "node:path";
import { removeFileDurably, writePrivateFile } from "../atomic-file.ts";

/** What a version's commit says: its title, its changes in words, the pictures and pages it holds. */
export interface VersionRecord {
  title: string;
  changes: string[];
  pictures: string[];
  pages: string[];
}

/** The step a publish had reached; each is written before it starts. */
export type PublishStep = "building" | "writing" | "committing" | "switching";

/**
 * One publish under way, written to the editor's data folder before each of its steps, so that the
 * next start can finish it or undo it whatever stopped it. It holds the texts of site.json before and
 * after: the start compares them with the file on the disk, which says how far it got.
 */
export interface PublishEntry {
  author: string;
  /** Who approved the author's proposal, for a publish by approval. */
  approvedBy?: string;
  startedAt: string;
  step: PublishStep;
  previousText: string;
  text: string;
  version: VersionRecord;
  /** The complete build of `text`, once there is one. */
  build?: string;
}

export class PublishJournal {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, "publish-under-way.json");
  }

  read(): PublishEntry | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    // Written whole or not at all (writeFileAtomically): a file that does not parse was not written by us.
    return JSON.parse(text) as PublishEntry;
  }

  write(entry: PublishEntry): void {
    writePrivateFile(this.path, JSON.stringify(entry));
  }

  clear(): void {
    removeFileDurably(this.path);
  }
}
