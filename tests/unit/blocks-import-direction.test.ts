import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const blocksDir = join(import.meta.dirname, "../../src/blocks");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedPaths(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]);
}

// Data flows manifest -> registry -> blocks: a block that imports the registry or the app
// closes an import loop, and the editor could not render blocks without the whole site app.
describe("imports of src/blocks", () => {
  const files = sourceFiles(blocksDir).filter((file) => !file.endsWith("registry.ts"));

  it.each(files.map((file) => [relative(blocksDir, file), file]))(
    "%s imports neither the registry nor src/app",
    (_name, file) => {
      const imports = importedPaths(readFileSync(file, "utf8"));
      expect(imports.filter((path) => /(^|\/)registry(\.ts)?$/.test(path) || /(^|\/)app\//.test(path))).toEqual([]);
    },
  );
});
