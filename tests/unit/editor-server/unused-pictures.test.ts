import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../editor/server/http-io.ts";
import { removePictures } from "../../../editor/server/picture-removal.ts";
import { namedNow, unusedPictures } from "../../../editor/server/unused-pictures.ts";
import { manifestText, minimalManifest } from "../fixtures/minimal-manifest.ts";

const jpeg = (red: number) =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/**
 * A public folder: the banner the saved site.json uses, an upload only the working copy uses (put on a
 * page, not yet published), an upload no page uses, a leaflet a link leads to, and a text file named .jpg.
 */
async function publicFolder() {
  const publicDir = mkdtempSync(join(tmpdir(), "unused-pictures-"));
  mkdirSync(join(publicDir, "images/uploads"), { recursive: true });
  writeFileSync(join(publicDir, "images/banner.jpg"), await jpeg(10));
  writeFileSync(join(publicDir, "images/uploads/new-knee.jpg"), await jpeg(20));
  writeFileSync(join(publicDir, "images/uploads/old-gym.jpg"), await jpeg(30));
  writeFileSync(join(publicDir, "images/leaflet.pdf"), "%PDF-1.4 a leaflet");
  writeFileSync(join(publicDir, "images/uploads/note.jpg"), "a note, not a photo");
  writeFileSync(join(publicDir, "secret.jpg"), await jpeg(40));
  const saved = manifestText();
  const working = structuredClone(minimalManifest) as typeof minimalManifest & { routes: unknown[] };
  working.routes[1] = {
    path: "/about",
    blocks: [{ type: "pageBanner", title: "About", image: "/images/uploads/new-knee.jpg" }],
  };
  working.site.footer.quickLinks.push({ label: "Leaflet", href: "/images/leaflet.pdf" });
  return { publicDir, named: namedNow(working, saved) };
}

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("the pictures no page uses", () => {
  it("are judged against the working copy and the saved site.json, and say their size and when they came", async () => {
    const { publicDir, named } = await publicFolder();
    const before = Date.now();
    const unused = await unusedPictures(publicDir, named);
    expect(unused.map((picture) => picture.path)).toEqual(["/images/uploads/old-gym.jpg"]);
    expect(unused[0]).toMatchObject({ width: 12, height: 8 });
    expect(unused[0].bytes).toBeGreaterThan(100);
    expect(Math.abs(Date.parse(unused[0].addedAt) - before)).toBeLessThan(60_000);
  });

  it("a site.json on disk that is not JSON leaves the working copy to judge", () => {
    expect([...namedNow(minimalManifest, "{ broken")]).toEqual(["/images/banner.jpg"]);
  });
});

describe("removing pictures no page uses", () => {
  it("removes those asked for, and says which were already gone", async () => {
    const { publicDir, named } = await publicFolder();
    const result = await removePictures(publicDir, ["/images/uploads/old-gym.jpg", "/images/uploads/gone.jpg"], named);
    expect(result).toEqual({ removed: ["/images/uploads/old-gym.jpg"], gone: ["/images/uploads/gone.jpg"] });
    expect(existsSync(join(publicDir, "images/uploads/old-gym.jpg"))).toBe(false);
  });

  it("refuses a picture the working copy or the website uses, and then removes none of those asked for", async () => {
    const { publicDir, named } = await publicFolder();
    for (const used of ["/images/uploads/new-knee.jpg", "/images/banner.jpg"]) {
      const error = await refusal(removePictures(publicDir, ["/images/uploads/old-gym.jpg", used], named));
      expect(error.status).toBe(409);
      expect(error.message).toContain("is used on a page");
      expect(existsSync(join(publicDir, used))).toBe(true);
    }
    expect(existsSync(join(publicDir, "images/uploads/old-gym.jpg"))).toBe(true);
  });

  it("refuses any path outside public/images, and anything that is not a picture", async () => {
    const { publicDir, named } = await publicFolder();
    symlinkSync(join(publicDir, "secret.jpg"), join(publicDir, "images/uploads/elsewhere.jpg"));
    const outside = [
      "/images/../secret.jpg",
      "/images/uploads/../../secret.jpg",
      "/secret.jpg",
      "../secret.jpg",
      "/images/%2e%2e/secret.jpg",
      "/images/uploads/elsewhere.jpg",
      "/images/leaflet.pdf",
      "/images/uploads",
    ];
    for (const path of outside) {
      const error = await refusal(removePictures(publicDir, [path], named));
      expect(error.status, path).toBe(400);
    }
    const note = await refusal(removePictures(publicDir, ["/images/uploads/note.jpg"], new Set()));
    expect(note.status).toBe(415);
    for (const file of ["secret.jpg", "images/leaflet.pdf", "images/uploads/note.jpg", "images/uploads/elsewhere.jpg"])
      expect(existsSync(join(publicDir, file)), file).toBe(true);
  });
});
