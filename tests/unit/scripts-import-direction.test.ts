import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const testHarness = [join(root, "tests"), join(root, "scripts/test")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(tsx?|m?js)$/.test(entry.name) ? [path] : [];
  });
}

function importedFiles(file: string): string[] {
  const specifiers = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    (match) => match[1],
  );
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => resolve(dirname(file), specifier));
}

// The site, the editor and the hosting commands (npm run build, preview, preview:nginx) must run
// without the test harness: it may change with the tests, and a deploy does not ship it.
it("code outside the tests (src, editor, scripts but scripts/test) imports nothing from tests/, scripts/test/", () => {
  const files = ["src", "editor", "scripts"]
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => !file.startsWith(join(root, "scripts/test") + "/"));
  const intoTests = files.flatMap((file) =>
    importedFiles(file)
      .filter((target) => testHarness.some((dir) => target.startsWith(dir + "/")))
      .map((target) => `${relative(root, file)} imports ${relative(root, target)}`),
  );
  expect(files.length).toBeGreaterThan(100);
  expect(intoTests).toEqual([]);
});
