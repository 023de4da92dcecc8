import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { OwnProposal } from "../../shared/contract.ts";
import { removeFileDurably, writePrivateFile } from "../atomic-file.ts";
import { dateNow, type Clock } from "../clock.ts";
import { personFile } from "../person-file.ts";

/** A proposal as kept: whose it is, and where it stands. */
export interface KeptProposal extends OwnProposal {
  author: string;
}

/** A proposal as its author reads it. */
export function ownView({ author: _author, ...own }: KeptProposal): OwnProposal {
  return own;
}

/**
 * Proposals, one file a person in `EDITOR_DATA_DIR/proposals/`: the person's draft (kept by DraftStore,
 * and still theirs to edit) is asked to be approved. The file holds only the asking and the outcome, so
 * a proposal always shows the draft as it is now, and an approval names the draft's revision it saw.
 */
export class ProposalStore {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  read(person: string): KeptProposal | undefined {
    return this.readFile(personFile(this.dir, person));
  }

  private readFile(file: string): KeptProposal | undefined {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as KeptProposal;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  /** Every proposal waiting for approval, oldest first. */
  waiting(): KeptProposal[] {
    let files: string[];
    try {
      files = readdirSync(this.dir).filter((file) => file.endsWith(".json"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    return files
      .map((file) => this.readFile(join(this.dir, file)))
      .filter((proposal): proposal is KeptProposal => proposal?.state === "waiting")
      .sort((a, b) => a.proposedAt.localeCompare(b.proposedAt));
  }

  /** Asks for approval of the person's draft (to go live `at`, or now); asking again keeps its place. */
  propose(author: string, message: string, at?: string): KeptProposal {
    const earlier = this.read(author);
    const proposedAt = earlier?.state === "waiting" ? earlier.proposedAt : dateNow(this.clock).toISOString();
    return this.write({ author, message, ...(at ? { at } : {}), proposedAt, state: "waiting" });
  }

  /** Records an approval or a sending back, for the author to read. */
  decide(author: string, outcome: "approved" | "sent-back", by: string, note = ""): KeptProposal {
    const proposal = this.read(author);
    if (!proposal) throw new Error(`${author} has no proposal.`);
    const decided = { ...proposal, state: outcome, decidedBy: by, decidedAt: dateNow(this.clock).toISOString() };
    return this.write(outcome === "sent-back" ? { ...decided, note } : decided);
  }

  /** Withdraws a waiting proposal, or puts away an outcome the author has read. */
  remove(author: string): void {
    removeFileDurably(personFile(this.dir, author));
  }

  private write(proposal: KeptProposal): KeptProposal {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    writePrivateFile(personFile(this.dir, proposal.author), JSON.stringify(proposal));
    return proposal;
  }
}
