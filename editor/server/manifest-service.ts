import { HttpError } from "./http-io.ts";
import { isJsonObject } from "../shared/schema/json-value.ts";
import { ManifestFile, type ManifestText } from "./manifest-file.ts";
import { contentHash } from "../../scripts/manifest/content-hash.ts";
import { problemsOf, type ProblemLists } from "./manifest-problems.ts";
import { applyMinimalEdits, type EditedText } from "./minimal-edits.ts";
import type { Published } from "../shared/contract.ts";

/** A publish of `npm run edit`: what the contract declares, its warnings as located in site.json. */
export interface PublishResult extends Published {
  warnings: ProblemLists["warnings"];
}

/** What publishing wrote: the file before and after, for whoever records or builds it. */
export interface Written {
  previousText: string;
  text: string;
}

/** What a publish would write, and whether it changes the file. */
export interface Proposed extends Written {
  baseHash: string;
  changed: boolean;
  /** The file's texts as they parse (before: undefined when the file on disk is not JSON). */
  before: unknown;
  after: unknown;
}

/** A publish checked and ready to write. */
export interface Prepared extends Proposed {
  warnings: ProblemLists["warnings"];
}

/** The site a request sends as "manifest" (the editor's working copy), or a refusal. */
export function manifestFrom(body: unknown): Record<string, unknown> {
  if (!isJsonObject(body) || !isJsonObject(body.manifest)) {
    throw new HttpError(400, "bad-request", 'The request must be a JSON object with the site as "manifest".');
  }
  return body.manifest;
}

function canonicalText(manifest: unknown): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Reads, checks and publishes site.json for the editor. */
export class ManifestService {
  private readonly file: ManifestFile;

  constructor(
    manifestPath: string,
    private readonly publicDir: string,
  ) {
    this.file = new ManifestFile(manifestPath);
  }

  current(): ManifestText {
    return this.file.read();
  }

  /** The file as publishing `manifest` would write it now, with the values before and after. */
  private proposedText(currentText: string, manifest: unknown): EditedText {
    try {
      return applyMinimalEdits(currentText, manifest);
    } catch (error) {
      // A file on disk that is not JSON at all cannot be edited in place, only replaced.
      if (error instanceof SyntaxError) return { text: canonicalText(manifest), before: undefined, after: manifest };
      throw error;
    }
  }

  validate(body: unknown): Promise<ProblemLists> {
    const manifest = manifestFrom(body);
    return problemsOf(this.file.path, this.proposedText(this.file.read().text, manifest).text, this.publicDir);
  }

  private refuseIfChanged(baseHash: string, onDisk = this.file.read()): ManifestText {
    if (onDisk.hash !== baseHash) {
      throw new HttpError(
        409,
        "changed-on-disk",
        "site.json was changed by someone else since the editor loaded it; nothing was written.",
        {
          hash: onDisk.hash,
        },
      );
    }
    return onDisk;
  }

  /**
   * What publishing `body` would write, not yet checked: refused (409) if site.json is no longer the file
   * the editor loaded (`baseHash`).
   */
  propose(body: unknown): Proposed {
    const manifest = manifestFrom(body);
    const baseHash = isJsonObject(body) ? body.baseHash : undefined;
    if (typeof baseHash !== "string") {
      throw new HttpError(
        400,
        "bad-request",
        'The request must say which version of site.json it started from ("baseHash").',
      );
    }
    const onDisk = this.refuseIfChanged(baseHash);
    const { text, before, after } = this.proposedText(onDisk.text, manifest);
    return { baseHash, text, previousText: onDisk.text, changed: text !== onDisk.text, before, after };
  }

  /** The warnings of what `propose` made, or a refusal (422) if it has errors. */
  async check(proposed: Proposed): Promise<ProblemLists["warnings"]> {
    const { errors, warnings } = await problemsOf(this.file.path, proposed.text, this.publicDir);
    if (errors.length > 0) {
      throw new HttpError(422, "invalid", `site.json would have ${errors.length} error(s); nothing was written.`, {
        errors,
        warnings,
      });
    }
    return warnings;
  }

  /**
   * What publishing `body` would write, checked: refused (409) if site.json is no longer the file the
   * editor loaded (`baseHash`), or (422) if the result has errors.
   */
  async prepare(body: unknown): Promise<Prepared> {
    const proposed = this.propose(body);
    const warnings = await this.check(proposed);
    // Checking the pictures waited: the file is compared again.
    this.refuseIfChanged(proposed.baseHash);
    return { ...proposed, warnings };
  }

  /**
   * Writes what `prepare` checked, if the file is still the one it started from. From that comparison to
   * the write everything is synchronous: no other request of this server can slip in between.
   */
  write(prepared: Prepared): PublishResult & Written {
    const onDisk = this.refuseIfChanged(prepared.baseHash, this.file.readAfresh());
    this.file.write(prepared.text);
    return {
      hash: contentHash(prepared.text),
      changed: true,
      warnings: prepared.warnings,
      previousText: onDisk.text,
      text: prepared.text,
    };
  }

  /** Writes the manifest only if the file is still the one the editor loaded and the result has no errors. */
  async publish(body: unknown): Promise<PublishResult & Partial<Written>> {
    const prepared = await this.prepare(body);
    if (!prepared.changed) return { hash: this.file.read().hash, changed: false, warnings: prepared.warnings };
    return this.write(prepared);
  }

  /** Puts site.json back as it was before a publish that could not be recorded. */
  restoreText(text: string): void {
    this.file.write(text);
  }
}
