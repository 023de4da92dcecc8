import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { contentHash } from "../../scripts/manifest/content-hash.ts";

/** site.json on disk, read and replaced whole so that a reader never sees half a file. */
export class ManifestFile {
  constructor(readonly path: string) {}

  read(): { text: string; hash: string } {
    const text = readFileSync(this.path, "utf8");
    return { text, hash: contentHash(text) };
  }

  write(text: string): void {
    const partial = `${this.path}.${randomBytes(6).toString("hex")}.partial`;
    try {
      writeFileSync(partial, text, "utf8");
      renameSync(partial, this.path);
    } finally {
      rmSync(partial, { force: true });
    }
  }
}
