import { linkSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { linkOrCopy } from "../../scripts/system/link-or-copy.ts";

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it("puts the cached file in as a link, never writing into the file there, a link to the live build's", async () => {
  folder = mkdtempSync(join(tmpdir(), "link-or-copy-"));
  const cached = join(folder, "cached.webp");
  const live = join(folder, "live.webp");
  const target = join(folder, "new-build.webp");
  writeFileSync(cached, "new bytes");
  writeFileSync(live, "bytes visitors get");
  // A build made from the live one starts with links to its files.
  linkSync(live, target);

  await linkOrCopy(cached, target);

  expect(readFileSync(target, "utf8")).toBe("new bytes");
  expect(statSync(target).ino).toBe(statSync(cached).ino);
  expect(readFileSync(live, "utf8")).toBe("bytes visitors get");
});
