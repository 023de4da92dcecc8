import { spawn } from "node:child_process";

/** Reads `git cat-file --batch` output: each object's header line, then its bytes and a line break. */
function objectsIn(out: Buffer, count: number): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  let at = 0;
  while (texts.length < count) {
    const lineEnd = out.indexOf(0x0a, at);
    if (lineEnd < 0) throw new Error("git cat-file stopped before answering every version.");
    const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(out.subarray(at, lineEnd).toString("utf8"));
    at = lineEnd + 1;
    // Else "<name> missing": that version has no such file.
    if (!found) {
      texts.push(undefined);
      continue;
    }
    const size = Number(found[2]);
    texts.push(found[1] === "blob" ? out.subarray(at, at + size).toString("utf8") : undefined);
    at += size + 1;
  }
  return texts;
}

/**
 * The texts of several files at several commits (`commit:path`, the path from the repository's top), in one
 * git process rather than one per version: with two hundred versions, that is the difference that matters.
 */
export function textsAt(cwd: string, objects: string[]): Promise<(string | undefined)[]> {
  if (objects.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const git = spawn("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let said = "";
    git.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    git.stderr.on("data", (chunk: Buffer) => (said += chunk.toString("utf8")));
    git.on("error", reject);
    git.on("close", (code) => {
      if (code !== 0) return reject(new Error(`git cat-file failed (${String(code)}): ${said.trim()}`));
      try {
        resolve(objectsIn(Buffer.concat(chunks), objects.length));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    git.stdin.end(objects.map((object) => `${object}\n`).join(""));
  });
}
