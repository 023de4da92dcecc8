import { readFileSync } from "node:fs";
import { contentHash } from "../../scripts/manifest/content-hash.ts";
import { writeFileAtomically } from "./atomic-file.ts";

/** site.json on disk, read and replaced whole so that a reader never sees half a file. */
export class ManifestFile {
  constructor(readonly path: string) {}

  read(): { text: string; hash: string } {
    const text = readFileSync(this.path, "utf8");
    return { text, hash: contentHash(text) };
  }

  write(text: string): void {
    writeFileAtomically(this.path, text);
  }
}
