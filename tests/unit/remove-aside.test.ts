import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { removeAside } from "../../scripts/system/remove-aside.ts";

test("a build's folder is out of the way at once, then gone with what a stopped build left aside", async () => {
  const parent = mkdtempSync(join(tmpdir(), "remove-aside-"));
  const dist = join(parent, "dist");
  for (const folder of [join(dist, "gu/about"), join(parent, "dist.removing-1-2/assets"), join(parent, "distant")]) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "index.html"), "<p>page</p>");
  }
  const removed = removeAside(dist);
  expect(existsSync(dist)).toBe(false);
  mkdirSync(dist);
  await removed;
  expect(readdirSync(parent).sort()).toEqual(["dist", "distant"]);
  await removeAside(join(parent, "never-built"));
});
