import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";

function flush(path: string, flags: string, write: (fd: number) => void = () => {}): void {
  const fd = openSync(path, flags, 0o600);
  try {
    write(fd);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces the file at `path` with `text` in one step, with exactly `mode`. A crash or a power cut
 * leaves the old file or the new one, never half of either: the text goes to a file beside it,
 * reaches the disk, and only then takes the name.
 */
export function writeFileAtomically(path: string, text: string, mode = 0o644): void {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  try {
    flush(partial, "wx", (fd) => {
      // The mode given to open is narrowed by the umask; this makes it exact.
      fchmodSync(fd, mode);
      writeSync(fd, text);
    });
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  // The new name is an entry of the folder: flushed too, or a power cut could bring back the old file.
  flush(folder, "r");
}

/** The same, readable by its owner only, in a folder only they can enter: accounts, sessions, drafts. */
export function writePrivateFile(path: string, text: string): void {
  writeFileAtomically(path, text, 0o600);
}

/** Removes `path` (if it is there) so that it stays removed after a power cut. */
export function removeFileDurably(path: string): void {
  if (!existsSync(path)) return;
  rmSync(path, { force: true });
  flush(dirname(path), "r");
}
