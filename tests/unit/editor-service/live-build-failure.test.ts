import { existsSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BuildFailed, buildComplaint, LiveSite } from "../../../editor/server/live/live-site.ts";
import { manifestText } from "../fixtures/minimal-manifest.ts";

describe("a live build that site.json's checks refuse", () => {
  it("says which error stopped it, not the warnings printed beside it, and leaves no build", async () => {
    const liveDir = mkdtempSync(join(tmpdir(), "live-refused-"));
    const publicDir = join(liveDir, "public");
    mkdirSync(publicDir);
    // The banner's picture is missing (an error); the footer links to no page (a warning).
    const text = manifestText((manifest) => {
      manifest.site.footer.quickLinks.push({ label: "Nowhere", href: "/nowhere" });
    });
    const failure = await new LiveSite(liveDir, publicDir).build(text).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailed);
    const said = (failure as BuildFailed).message;
    expect(said).toMatch(/^1 error\(s\) in /);
    expect(said).toContain('The image "/images/banner.jpg" is not in the public folder');
    expect(said).not.toContain("/nowhere");
    expect(existsSync(join(liveDir, "current"))).toBe(false);
    expect(readdirSync(join(liveDir, "builds"))).toEqual([]);
  }, 60_000);
});

describe("a live build stopped by the service (its checks refused the text)", () => {
  it("ends its process, fails, and leaves no build and no staging", async () => {
    const liveDir = mkdtempSync(join(tmpdir(), "live-stopped-"));
    const publicDir = join(liveDir, "public");
    mkdirSync(publicDir);
    const stop = new AbortController();
    const building = new LiveSite(liveDir, publicDir).build(manifestText(), { stop: stop.signal });
    stop.abort();
    const failure = await building.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailed);
    // Left to run, the build would have got as far as the missing banner and named it.
    expect((failure as BuildFailed).message).not.toContain("banner");
    expect(readdirSync(join(liveDir, "builds"))).toEqual([]);
    expect(readdirSync(join(liveDir, "staging"))).toEqual([]);
  }, 60_000);
});

describe("the words quoted from a failed build", () => {
  it("are the start of its last paragraph, without colour codes, with how much was left out", () => {
    const stack = Array.from({ length: 20 }, (_, line) => `    at frame ${line}`);
    const said = buildComplaint(`some warning\n\n\u001b[31mError: the disk is full\u001b[39m\n${stack.join("\n")}\n`);
    expect(said.split("\n")).toEqual(["Error: the disk is full", ...stack.slice(0, 11), "… and 9 more lines"]);
  });
});

describe("what a stopped run left in LIVE_DIR", () => {
  it("is nothing on the first start, before LIVE_DIR exists", () => {
    const liveDir = join(mkdtempSync(join(tmpdir(), "live-first-")), "live");
    expect(new LiveSite(liveDir, join(liveDir, "public")).clearLeftovers()).toEqual([]);
    expect(existsSync(liveDir)).toBe(false);
  });
});
