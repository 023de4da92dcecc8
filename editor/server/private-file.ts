import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
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
 * Replaces the file at `path` with `text` in one step, readable by its owner only, in a folder only
 * they can enter. A crash or a power cut leaves the old file or the new one, never half of either:
 * the text goes to a file beside it, reaches the disk, and only then takes the name.
 */
export function writePrivateFile(path: string, text: string): void {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  try {
    flush(partial, "wx", (fd) => {
      // The mode given to open is narrowed by the umask; this makes it exactly owner-only.
      fchmodSync(fd, 0o600);
      writeSync(fd, text);
    });
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  // The new name is an entry of the folder: flushed too, or a power cut could bring back the old file.
  flush(folder, "r");
}
