import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The boundary rule's findings on a file that would stand at `file`, importing `specifier`. */
async function boundaryFindings(file: string, specifier: string): Promise<string[]> {
  const text = `import * as planted from "${specifier}";\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(text, { filePath: resolve(root, file) });
  return result.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

// The editor's page and its server meet only in editor/shared/; the engine never reaches into the page.
describe("npm run lint keeps the editor's layers apart", () => {
  it.each([
    ["editor/app/views/planted.tsx", "../../server/image-library.ts"],
    ["editor/server/planted.ts", "../app/state/edit-history.ts"],
    ["editor/shared/planted.ts", "../server/image-library.ts"],
    ["editor/shared/planted.ts", "../app/state/edit-history.ts"],
    ["scripts/planted.ts", "../editor/app/state/edit-history.ts"],
    ["src/planted.ts", "../editor/app/state/edit-history.ts"],
  ])("refuses %s importing %s", async (file, specifier) => {
    expect(await boundaryFindings(file, specifier)).toHaveLength(1);
  });

  it.each([
    ["editor/app/views/planted.tsx", "../../shared/contract.ts"],
    ["editor/server/planted.ts", "../shared/merge/three-way-merge.ts"],
    ["editor/shared/planted.ts", "../../src/manifest/page-name.ts"],
  ])("lets %s import %s", async (file, specifier) => {
    expect(await boundaryFindings(file, specifier)).toEqual([]);
  });
});
