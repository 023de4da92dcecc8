import { closeSync, openSync, readSync } from "node:fs";

/** The picture formats the build can make variants of, by the bytes each file starts with. */
const signatures: { format: string; matches: (head: Buffer) => boolean }[] = [
  { format: "JPEG", matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { format: "PNG", matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: "WebP", matches: (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP" },
];

/**
 * The format of a picture file, read from its first bytes, or undefined when it is none the build
 * reads (a renamed document, a broken download). Read synchronously, so validation stays one
 * quick pass; the build names the file too if sharp later fails on it.
 */
export function imageFormat(file: string): string | undefined {
  const head = Buffer.alloc(12);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return signatures.find((signature) => signature.matches(head))?.format;
}
