import { mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ManifestFile } from "../../../editor/server/manifest-file.ts";
import { contentHash } from "../../../scripts/manifest/content-hash.ts";

function fileHolding(text: string) {
  const path = join(mkdtempSync(join(tmpdir(), "manifest-file-")), "site.json");
  writeFileSync(path, text);
  return { path, file: new ManifestFile(path) };
}

describe("site.json as the editor service reads it", () => {
  it("is read from the disk again only when the file changed", () => {
    const { file } = fileHolding('{ "a": 1 }\n');
    const first = file.read();
    expect(first).toEqual({ text: '{ "a": 1 }\n', hash: contentHash('{ "a": 1 }\n') });
    expect(file.read()).toBe(first);
  });

  it("is the new text after the file is rewritten in place, at once and with the same length", () => {
    const { path, file } = fileHolding('{ "a": 1 }\n');
    file.read();
    for (const digit of [2, 3, 4, 5, 6, 7, 8, 9]) {
      writeFileSync(path, `{ "a": ${digit} }\n`);
      expect(file.read().text).toBe(`{ "a": ${digit} }\n`);
    }
  });

  it("is the new text after another file is renamed over it, and after its own write", () => {
    const { path, file } = fileHolding('{ "a": 1 }\n');
    file.read();
    writeFileSync(`${path}.new`, '{ "a": 2 }\n');
    renameSync(`${path}.new`, path);
    expect(file.read().text).toBe('{ "a": 2 }\n');
    file.write('{ "a": 3 }\n');
    expect(file.read()).toEqual({ text: '{ "a": 3 }\n', hash: contentHash('{ "a": 3 }\n') });
    expect(file.readAfresh()).toEqual(file.read());
    expect(file.readAfresh()).not.toBe(file.read());
  });
});
