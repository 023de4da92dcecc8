import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fc, test as propertyTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { applyMinimalEdits } from "../../../editor/server/minimal-edits.ts";
import type { SiteManifest } from "../../../src/manifest/site-manifest.generated.ts";
import { lineDiff } from "./line-diff.ts";

// The frozen sample site: the clinic's own site.json changes every week, and these lines name its texts.
const siteText = readFileSync(join(import.meta.dirname, "../../fixtures/sample-site/site.json"), "utf8");
const freshManifest = (): SiteManifest => JSON.parse(siteText);
const routeIndex = (manifest: SiteManifest, path: string) => manifest.routes.findIndex((route) => route.path === path);
const canonical = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe("applyMinimalEdits on a whole site.json", () => {
  it("leaves the file byte for byte as it is when nothing changed", () => {
    expect(applyMinimalEdits(siteText, freshManifest()).text).toBe(siteText);
  });

  it("changes exactly one line when one banner title changes", () => {
    const manifest = freshManifest();
    const about = manifest.routes[routeIndex(manifest, "/about")];
    const banner = about.blocks.find((block) => block.type === "pageBanner");
    if (banner?.type !== "pageBanner") throw new Error("/about has no page banner in site.json");
    const oldTitle = banner.title;
    banner.title = "About our centre";

    const { removed, added } = lineDiff(siteText, applyMinimalEdits(siteText, manifest).text);
    expect(removed).toEqual([expect.stringContaining(JSON.stringify(oldTitle))]);
    expect(added).toEqual([removed[0].replace(JSON.stringify(oldTitle), JSON.stringify("About our centre"))]);
  });

  it("moves only the moved block's lines when a block is moved to the top of its page", () => {
    const manifest = freshManifest();
    const blocks = manifest.routes[routeIndex(manifest, "/about")].blocks;
    const moved = blocks.pop();
    if (!moved) throw new Error("/about has no blocks in site.json");
    blocks.unshift(moved);

    const text = applyMinimalEdits(siteText, manifest).text;
    const { removed, added } = lineDiff(siteText, text);
    const movedLines = new Set(
      JSON.stringify(moved, null, 2)
        .split("\n")
        .map((line) => line.trim()),
    );
    const isSeparator = (line: string) => /^[{}\],]*$/.test(line.trim());
    expect(removed.length).toBe(added.length);
    expect(removed.filter((line) => !movedLines.has(line.trim()) && !isSeparator(line))).toEqual([]);
    expect(added.filter((line) => !movedLines.has(line.trim()) && !isSeparator(line))).toEqual([]);
    expect(removed.length).toBeLessThanOrEqual(movedLines.size + 2);
    expect(JSON.parse(text)).toEqual(manifest);
  });

  it("writes an added page, a removed property and a new key in the file's own layout and key order", () => {
    const manifest = freshManifest();
    const about = manifest.routes[routeIndex(manifest, "/about")];
    manifest.routes.push({ ...about, path: "/about-copy", title: "About (copy)" });
    delete manifest.site.contact.mapEmbedUrl;
    // Rebuild "site" with a new key between two existing ones: it must land there in the file.
    const { name, ...rest } = manifest.site;
    const withNewKey = { name, alternateName: "Sahaj Health", ...rest };
    const next = { ...manifest, site: withNewKey };

    const { text } = applyMinimalEdits(siteText, next);
    expect(text).toBe(canonical(next));
  });

  it("refuses a text that is not JSON, so that the caller never writes a guess", () => {
    expect(() => applyMinimalEdits("{ not json", {})).toThrow(SyntaxError);
  });
});

const jsonValue = fc.jsonValue({ maxDepth: 4 });

describe("applyMinimalEdits on any JSON", () => {
  propertyTest.prop([jsonValue, jsonValue], { numRuns: 200 })(
    "turns the text of one value into the text of the other, laid out as JSON.stringify does, with both as they parse",
    (before, after) => {
      const edited = applyMinimalEdits(canonical(before), after);
      expect(JSON.parse(edited.text)).toEqual(JSON.parse(JSON.stringify(after)));
      expect(edited.text).toBe(canonical(after));
      expect(edited.before).toEqual(JSON.parse(canonical(before)));
      expect(edited.after).toEqual(JSON.parse(edited.text));
    },
    60_000,
  );

  // Each run rewrites the whole of site.json; a few dozen runs cover its many kinds of text.
  propertyTest.prop([fc.nat(), fc.string({ minLength: 1 })], { numRuns: 30 })(
    "changes one line when one text value of site.json changes",
    (pick, replacement) => {
      const manifest = freshManifest();
      const leaves: { holder: Record<string, unknown>; key: string }[] = [];
      const collect = (value: unknown) => {
        if (typeof value !== "object" || value === null) return;
        for (const [key, child] of Object.entries(value)) {
          if (typeof child === "string" && !Array.isArray(value))
            leaves.push({ holder: value as Record<string, unknown>, key });
          collect(child);
        }
      };
      collect(manifest);
      const leaf = leaves[pick % leaves.length];
      fc.pre(leaf.holder[leaf.key] !== replacement);
      leaf.holder[leaf.key] = replacement;

      const { removed, added } = lineDiff(siteText, applyMinimalEdits(siteText, manifest).text);
      expect([removed.length, added.length]).toEqual([1, 1]);
      expect(added[0]).toContain(JSON.stringify(replacement));
    },
    120_000,
  );
});
