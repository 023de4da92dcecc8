import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureImagesIn } from "../../scripts/images/measure-images.ts";
import { writeImageVariants } from "../../scripts/images/write-image-variants.ts";

const root = mkdtempSync(join(tmpdir(), "image-build-"));
const publicDir = join(root, "public");
const outDir = join(root, "dist");
const cacheDir = join(root, "variant-cache");

async function picture(path: string, width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } }).jpeg();
  writeFileSync(join(publicDir, path), await (orientation ? image.withMetadata({ orientation }) : image).toBuffer());
}

beforeAll(async () => {
  mkdirSync(join(publicDir, "images", "rooms"), { recursive: true });
  await picture("images/rooms/camera-original.jpg", 4000, 3000);
  await picture("images/rooms/small-avatar.jpg", 56, 56);
  // A phone photo stored sideways, with an EXIF note to turn it upright.
  await picture("images/rooms/sideways.jpg", 1200, 800, 6);
  writeFileSync(join(publicDir, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's pictures", () => {
  it("measures every picture site.json names, upright, with a fingerprint, and skips drawings", async () => {
    const measured = await measureImagesIn(
      {
        blocks: [
          { image: "/images/rooms/camera-original.jpg" },
          { photos: ["/images/rooms/sideways.jpg", "/images/logo.svg"] },
        ],
      },
      publicDir,
    );
    expect(Object.keys(measured).sort()).toEqual(["/images/rooms/camera-original.jpg", "/images/rooms/sideways.jpg"]);
    expect(measured["/images/rooms/camera-original.jpg"]).toEqual([
      4000,
      3000,
      expect.stringMatching(/^[0-9a-f]{10}$/),
    ]);
    expect(measured["/images/rooms/sideways.jpg"].slice(0, 2)).toEqual([800, 1200]);
  });

  it("writes a WebP of each picture at every width up to its own, upright", async () => {
    const { pictures, encoded } = await writeImageVariants(publicDir, outDir, { cacheDir });
    expect(pictures).toBe(3);
    expect(encoded).toBe(5 + 1 + 3);
    const written = readdirSync(join(outDir, "sized", "images", "rooms")).sort();
    const widthsOf = (name: string) =>
      written
        .filter((file) => file.startsWith(`${name}-`))
        .map((file) => Number(file.slice(name.length + 1).split(".")[0]))
        .sort((a, b) => a - b);
    expect(widthsOf("camera-original")).toEqual([360, 720, 1080, 1440, 1920]);
    expect(widthsOf("small-avatar")).toEqual([56]);
    expect(widthsOf("sideways")).toEqual([360, 720, 800]);
    const largest = written.find((file) => file.startsWith("sideways-800."))!;
    const metadata = await sharp(join(outDir, "sized", "images", "rooms", largest)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 800, 1200]);
  });

  it("encodes nothing again on the next build when no picture changed", async () => {
    const again = join(root, "dist-again");
    expect((await writeImageVariants(publicDir, again, { cacheDir })).encoded).toBe(0);
    expect(readdirSync(join(again, "sized", "images", "rooms")).sort()).toEqual(
      readdirSync(join(outDir, "sized", "images", "rooms")).sort(),
    );
  });

  it("keeps a variant another build used this week, though this one does not use it", async () => {
    const elsewhere = join(cacheDir, "0123456789-360.webp");
    writeFileSync(elsewhere, "another site's variant");
    const result = await writeImageVariants(publicDir, join(root, "dist-beside"), { cacheDir });
    expect([result.encoded, result.pruned]).toEqual([0, 0]);
    expect(existsSync(elsewhere)).toBe(true);
    rmSync(elsewhere);
  });

  it("encodes two copies of one new picture once, and writes both", async () => {
    const copies = join(root, "public-copies");
    mkdirSync(join(copies, "images", "uploads"), { recursive: true });
    const image = sharp({ create: { width: 700, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } });
    const bytes = await image.jpeg().toBuffer();
    for (const name of ["first.jpg", "second.jpg"]) writeFileSync(join(copies, "images", "uploads", name), bytes);
    const copiesCache = join(root, "copies-cache");
    const result = await writeImageVariants(copies, join(root, "dist-copies"), { cacheDir: copiesCache });
    expect([result.pictures, result.encoded]).toEqual([2, 2]);
    expect(readdirSync(join(root, "dist-copies", "sized", "images", "uploads")).sort()).toEqual([
      expect.stringMatching(/^first-360\.[0-9a-f]{10}\.webp$/),
      expect.stringMatching(/^first-700\.[0-9a-f]{10}\.webp$/),
      expect.stringMatching(/^second-360\.[0-9a-f]{10}\.webp$/),
      expect.stringMatching(/^second-700\.[0-9a-f]{10}\.webp$/),
    ]);
    expect(readdirSync(copiesCache)).toHaveLength(2);
  });

  it("encodes a replaced picture anew; the old one's variants go once no build used them for a week", async () => {
    const before = readdirSync(cacheDir).sort();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    for (const name of before) utimesSync(join(cacheDir, name), eightDaysAgo, eightDaysAgo);
    await picture("images/rooms/small-avatar.jpg", 64, 64);
    const result = await writeImageVariants(publicDir, join(root, "dist-replaced"), { cacheDir });
    expect([result.encoded, result.pruned]).toEqual([1, 1]);
    const after = readdirSync(cacheDir).sort();
    expect(after).toHaveLength(before.length);
    expect(after.filter((name) => !before.includes(name))).toEqual([expect.stringMatching(/^[0-9a-f]{10}-64\.webp$/)]);
    expect(
      readdirSync(join(root, "dist-replaced", "sized", "images", "rooms")).filter((name) =>
        name.startsWith("small-avatar-"),
      ),
    ).toEqual([expect.stringMatching(/^small-avatar-64\.[0-9a-f]{10}\.webp$/)]);
  });
});
