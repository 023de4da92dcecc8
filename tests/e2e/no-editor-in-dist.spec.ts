import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../support/reused-page.ts";
import { sampleSiteBuild } from "../../scripts/test/builds.ts";

const distDir = sampleSiteBuild.outDir;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return /\.(html|js|css|json|txt|xml)$/.test(entry.name) ? [path] : [];
  });
}

// Strings that only the editor (its app, Puck, or its server's API) would bring into the build.
const editorMarks = [
  "@puckeditor",
  "_PuckLayout",
  "Puck",
  "editor-token",
  "X-Editor-Token",
  "/api/publish",
  "/api/upload",
  "ed-pages",
  "Unpublished changes",
];

test("nothing of the visual editor reaches the built site", () => {
  const files = textFiles(distDir);
  expect(files.length, `${distDir} holds the built site`).toBeGreaterThan(10);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return editorMarks.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`);
  });
  expect(found).toEqual([]);
});
