import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { manifestText, positionOf } from "./fixtures/minimal-manifest.ts";

const check = (text: string, options = {}) => validateManifest("site.json", text, options);
const textRule =
  "Write some text: it cannot be empty or spaces only, and cannot hold control characters (only line breaks and tabs).";

describe("text", () => {
  it.each([
    ["spaces", "   "],
    ["a tab and a line break", "\t\n"],
    ["a no-break space", "\u00a0"],
  ])("of %s only is refused at its line", async (_name, value) => {
    const text = manifestText((m) => ((m.routes[1].blocks[0] as { title: string }).title = value));
    expect((await check(text)).errors).toEqual([
      `site.json:${positionOf(text, JSON.stringify(value))}  routes[1].blocks[0].title (article): ${textRule}`,
    ]);
  });

  it("with a control character is refused", async () => {
    const text = manifestText((m) => (m.site.description = "Care\u0007 for all"));
    expect((await check(text)).errors).toEqual([
      `site.json:${positionOf(text, JSON.stringify("Care\u0007 for all"))}  site.description: ${textRule}`,
    ]);
  });

  it("with line breaks, quotes, dollar signs and any script is fine", async () => {
    const text = manifestText((m) => (m.site.description = 'Line one\nline "two" $\' $& ₹500 — ગાંધીનગર 👩‍⚕️'));
    expect((await check(text)).errors).toEqual([]);
  });
});

describe("pages", () => {
  it("a page with no blocks is an error at its blocks, with a hint", async () => {
    const text = manifestText((m) => (m.routes[1].blocks = []));
    const [error, ...rest] = (await check(text)).errors;
    expect(rest).toEqual([]);
    expect(error).toMatch(/^site\.json:\d+:\d+ {2}routes\[1\]\.blocks: The page "\/about" has no blocks/);
    expect(error).toContain('hint: Add a block, e.g. { "type": "article"');
  });

  it("a site with no / page is an error, with a hint", async () => {
    const text = manifestText((m) => (m.routes[0].path = "/home"));
    const [error, ...rest] = (await check(text)).errors;
    expect(rest).toEqual([]);
    expect(error).toMatch(/^site\.json:\d+:\d+ {2}routes: The site has no home page: no page has the path "\/"\./);
    expect(error).toContain('hint: Add a page with "path": "/"');
  });
});

describe("image paths", () => {
  it.each(["/images/../../secret.jpg", "/images/gallery/../x.png", "/images/a..b.jpg"])(
    "refuse %s (no ..)",
    async (path) => {
      const text = manifestText((m) => ((m.routes[0].blocks[0] as { image: string }).image = path));
      expect((await check(text)).errors).toEqual([
        `site.json:${positionOf(text, JSON.stringify(path))}  routes[0].blocks[0].image (pageBanner): ` +
          "Not an image path. Write it as /images/folder/name.jpg " +
          "(a JPEG, PNG or WebP in public/images, with no .. in the path).",
      ]);
    },
  );

  it.each([
    "/images/banner.webp",
    "/images/banner.JPG",
    "/images/banner.Jpeg",
    "/images/banner.PNG",
    "/images/banner.WebP",
  ])("accept %s, a format the build handles, in any letter case", async (path) => {
    const text = manifestText((m) => ((m.routes[0].blocks[0] as { image: string }).image = path));
    expect((await check(text)).errors).toEqual([]);
  });

  it("a file that is not really a picture is named by the validator", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    mkdirSync(join(publicDir, "images"));
    writeFileSync(join(publicDir, "images", "banner.jpg"), "This is a letter, saved under a picture's name.");
    const text = manifestText();
    expect((await check(text, { publicDir })).errors).toEqual([
      `site.json:${positionOf(text, '"/images/banner.jpg"')}  routes[0].blocks[0].image (pageBanner): ` +
        "The file public/images/banner.jpg is not a picture the build can read " +
        "(not a JPEG, PNG or WebP inside, or damaged).\n" +
        "    hint: Save the picture again as JPEG, PNG or WebP from a photo editor; " +
        "renaming a file does not change its format.",
    ]);
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f6e66" } })
      .webp()
      .toFile(join(publicDir, "images", "banner.jpg"));
    expect((await check(text, { publicDir })).errors).toEqual([]);
  });

  it.each([
    [
      "a JPEG's first bytes, then nothing a picture holds",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
    ],
    [
      "a PNG's signature, then rubbish",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]),
    ],
  ])("a damaged picture (%s) is named by the validator, not left for the build", async (_name, bytes) => {
    const publicDir = mkdtempSync(join(tmpdir(), "public-"));
    mkdirSync(join(publicDir, "images"));
    writeFileSync(join(publicDir, "images", "banner.jpg"), bytes);
    const [error, ...rest] = (await check(manifestText(), { publicDir })).errors;
    expect(rest).toEqual([]);
    expect(error).toContain(
      "routes[0].blocks[0].image (pageBanner): The file public/images/banner.jpg is not a picture the build can read",
    );
  });
});

describe("links", () => {
  it.each(["/\\evil.example", "/about\\..\\..\\x", "/\u0001/evil.example"])(
    "%j is an error with a plain message",
    async (href) => {
      const text = manifestText((m) => (m.site.header.nav[1].href = href));
      const errors = (await check(text)).errors;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`site.header.nav[1].href: The link "${href.replace("\u0001", "\\u0001")}"`);
    },
  );
});

describe("a property written twice in one object", () => {
  it("is an error at the second one's line, instead of the last silently winning", async () => {
    const good = manifestText();
    const text = good.replace('"title": "About us",', '"title": "About us",\n          "title": "About the team",');
    const report = await check(text);
    expect(report.manifest).toBeUndefined();
    expect(report.errors).toEqual([
      `site.json:${positionOf(text, '"title": "About the team"')}  routes[1].blocks[0].title (article): ` +
        '"title" is written twice in this object; only the last one would count.\n' +
        "    hint: Keep one of the two and delete the other.",
    ]);
  });
});
