import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentHash } from "../../scripts/manifest/content-hash.ts";
import { readManifest } from "../../scripts/manifest/read-manifest.ts";
import { manifestText } from "./fixtures/minimal-manifest.ts";

describe("a site.json the editor service has just checked", () => {
  const dir = mkdtempSync(join(tmpdir(), "checked-"));
  const file = join(dir, "site.json");
  const text = manifestText((m) => {
    m.site.footer.quickLinks.push({ label: "Nowhere", href: "/nowhere" });
  });
  writeFileSync(file, text);

  it("is only parsed when the file holds exactly the text checked", async () => {
    const report = await readManifest(file, join(dir, "public"), contentHash(text));
    expect(report.manifest?.site.footer.quickLinks.at(-1)?.href).toBe("/nowhere");
    expect(report.warnings).toEqual([]);
  });

  it("is checked in full when the file holds anything else", async () => {
    const report = await readManifest(file, join(dir, "public"), contentHash(`${text} `));
    expect(report.warnings.some((warning) => warning.includes('The link "/nowhere" goes to no page'))).toBe(true);
    expect((await readManifest(file, join(dir, "public"))).warnings).toEqual(report.warnings);
  });
});
