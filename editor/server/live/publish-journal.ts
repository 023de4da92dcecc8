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
 * next start can finish it or undo it whatever stopped it. It holds the text of site.json it publishes:
 * the start compares it with the file on the disk, which says how far it got (the file is written whole
 * or not at all, so it holds either this text or the one before).
 */
export interface PublishEntry {
  author: string;
  /** Who approved the author's proposal, for a publish by approval. */
  approvedBy?: string;
  startedAt: string;
  step: PublishStep;
  text: string;
  version: VersionRecord;
  /** The complete build of `text`, once there is one. */
  build?: string;
}

/** What each step after the first writes: the text stays where the publish's start wrote it. */
interface StepRecord {
  startedAt: string;
  step: PublishStep;
  build?: string;
}

function readJson<T>(path: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  // Written whole or not at all (writeFileAtomically): a file that does not parse was not written by us.
  return JSON.parse(text) as T;
}

const samePublish = (a: PublishEntry, b: PublishEntry) =>
  a.startedAt === b.startedAt &&
  a.author === b.author &&
  a.approvedBy === b.approvedBy &&
  a.text === b.text &&
  JSON.stringify(a.version) === JSON.stringify(b.version);

/**
 * The journal's two files: the publish as it starts, its text and all, and beside it the step it has reached.
 * A site of 9,000 pages is 11 MB of text, which each step would otherwise write and flush to the disk again.
 */
export class PublishJournal {
  readonly path: string;
  private readonly stepPath: string;
  /** The publish this process last started in the journal, whose text is on the disk. */
  private started?: PublishEntry;

  constructor(dataDir: string) {
    this.path = join(dataDir, "publish-under-way.json");
    this.stepPath = join(dataDir, "publish-under-way.step.json");
  }

  read(): PublishEntry | undefined {
    const entry = readJson<PublishEntry>(this.path);
    if (!entry) return undefined;
    const reached = readJson<StepRecord>(this.stepPath);
    if (reached?.startedAt !== entry.startedAt) return entry;
    return { ...entry, step: reached.step, ...(reached.build ? { build: reached.build } : {}) };
  }

  write(entry: PublishEntry): void {
    if (this.started && samePublish(this.started, entry)) {
      const reached: StepRecord = { startedAt: entry.startedAt, step: entry.step, build: entry.build };
      writePrivateFile(this.stepPath, JSON.stringify(reached));
      return;
    }
    // A step left by a publish whose clearing was cut short is no step of this one.
    removeFileDurably(this.stepPath);
    writePrivateFile(this.path, JSON.stringify(entry));
    this.started = entry;
  }

  clear(): void {
    removeFileDurably(this.path);
    removeFileDurably(this.stepPath);
    this.started = undefined;
  }
}
