import { readFileSync, statSync } from "node:fs";
import { contentHash } from "../../scripts/manifest/content-hash.ts";
import { writeFileAtomically } from "./atomic-file.ts";

export interface ManifestText {
  text: string;
  hash: string;
}

/**
 * What says the file is the one read last: the same inode, size and change times (any write sets the change
 * time, and nothing can set it back). A publish asks for site.json several times, and at 9,000 pages each
 * read and hash of its 11 MB took 150 ms of the publish.
 */
function fileKey(path: string): string {
  const { dev, ino, size, mtimeNs, ctimeNs } = statSync(path, { bigint: true });
  return `${dev}:${ino}:${size}:${mtimeNs}:${ctimeNs}`;
}

/** site.json on disk, read and replaced whole so that a reader never sees half a file. */
export class ManifestFile {
  private last: { key: string; read: ManifestText } | undefined;

  constructor(readonly path: string) {}

  /** The file as it is: read again only when it has changed since the last read. */
  read(): ManifestText {
    const key = fileKey(this.path);
    if (this.last?.key === key) return this.last.read;
    const read = this.readAfresh();
    this.last = { key, read };
    return read;
  }

  /**
   * The file read from the disk whatever its times say, for the moment before it is replaced: the times of a
   * file rewritten in place within the same tick of the system's clock can look unchanged.
   */
  readAfresh(): ManifestText {
    const text = readFileSync(this.path, "utf8");
    return { text, hash: contentHash(text) };
  }

  write(text: string): void {
    writeFileAtomically(this.path, text);
  }
}
