import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listImages } from "../../editor/server/image-library.ts";
import { storeUpload } from "../../editor/server/image-upload.ts";
import schema from "../../schema/site.schema.json" with { type: "json" };
import { generateSampleImages } from "../../scripts/images/sample-images.ts";
import { validateManifest } from "../../scripts/manifest/validate-manifest.ts";
import { imagePathPattern, isImagePath } from "../../src/images/image-path.ts";
import { hasVariants } from "../../src/images/image-variants.ts";
import { manifestText } from "./fixtures/minimal-manifest.ts";

// Each string with whether site.json may name it as a picture; every part of the engine must answer the same.
const paths: [string, boolean][] = [
  ["/images/gallery/physio-1.jpg", true],
  ["/images/a/b.jpeg", true],
  ["/images/a/b.png", true],
  ["/images/a/b.webp", true],
  ["/images/a/b.WEBP", true],
  ["/images/a/b.Jpeg", true],
  ["/images/a/../../site.jpg", false],
  ["/images/a..b.jpg", false],
  ["/pictures/a.jpg", false],
  ["images/a.jpg", false],
  ["https://example.com/images/a.jpg", false],
  ["/images/a.svg", false],
  ["/images/a.gif", false],
  ["/images/a photo.jpg", false],
  ["/images/a.jpg?v=2", false],
];
const imagePaths = paths.filter(([, isImage]) => isImage).map(([path]) => path);

const emptyFolder = () => mkdtempSync(join(tmpdir(), "image-path-"));
const aPicture = () =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: "#0f6e66" } })
    .png()
    .toBuffer();

describe("the image-path rule", () => {
  it("is the pattern the schema gives imagePath", () => {
    expect(schema.definitions.imagePath.pattern).toBe(imagePathPattern);
  });

  it.each(paths)("%j is an image path: %s", (path, isImage) => {
    expect(isImagePath(path)).toBe(isImage);
  });
});

describe("every part of the engine follows it", () => {
  it.each(paths)(
    "the validator: %j as a banner's picture is a missing file (%s) or not an image path",
    async (path, isImage) => {
      const text = manifestText((m) => ((m.routes[0].blocks[0] as { image: string }).image = path));
      const { errors } = await validateManifest("site.json", text, { publicDir: emptyFolder() });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(isImage ? `The image "${path}" is not in the public folder` : "Not an image path.");
    },
  );

  it.each(paths)("the build makes variants of %j: %s", (path, isImage) => {
    expect(hasVariants(path)).toBe(isImage);
  });

  it("the editor's picture list offers exactly the files whose path the rule accepts", async () => {
    const publicDir = emptyFolder();
    const picture = await aPicture();
    const files = paths
      .map(([path]) => path)
      .filter((path) => path.startsWith("/images/") && !path.includes("..") && !path.includes("?"));
    for (const path of files) {
      mkdirSync(dirname(join(publicDir, path)), { recursive: true });
      writeFileSync(join(publicDir, path), picture);
    }
    expect((await listImages(publicDir)).map((image) => image.path)).toEqual(files.filter(isImagePath).sort());
  });

  it.each(["Dr. Mehta's Clinic (1).JPG", "../../etc/passwd.jpg", "Café Crème.webp", "ફોટો.jpg", "scan.gif"])(
    "the editor stores an upload named %j under an image path",
    async (name) => {
      const { path } = await storeUpload(emptyFolder(), name, await aPicture());
      expect(isImagePath(path)).toBe(true);
    },
  );

  it("npm run images writes a picture for exactly the strings the rule accepts", async () => {
    const site = emptyFolder();
    writeFileSync(join(site, "site.json"), JSON.stringify({ pictures: paths.map(([path]) => path) }));
    const { written } = await generateSampleImages({
      manifestFile: join(site, "site.json"),
      publicDir: join(site, "public"),
    });
    expect(written).toEqual(imagePaths);
    expect(readdirSync(site).sort()).toEqual(["public", "site.json"]);
  });
});
