import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeUpload } from "../../../editor/server/image-upload.ts";

const picture = (red: number) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe("an uploaded picture", () => {
  it("uploaded again, under any name, is the stored one: nothing new is written", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "uploads-"));
    const bytes = await picture(10);
    const first = await storeUpload(publicDir, "pilates.jpg", bytes);
    const again = await storeUpload(publicDir, "pilates.jpg", bytes);
    const renamed = await storeUpload(publicDir, "IMG_2024.JPG", bytes);
    expect(first).toEqual({ path: "/images/uploads/pilates.jpg", width: 8, height: 6 });
    expect(again).toEqual(first);
    expect(renamed).toEqual(first);
    expect(readdirSync(join(publicDir, "images/uploads"))).toEqual(["pilates.jpg"]);
  });

  it("with other bytes under a name taken gets a name of its own, and never replaces a picture", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "uploads-"));
    await storeUpload(publicDir, "pilates.jpg", await picture(10));
    const other = await storeUpload(publicDir, "pilates.jpg", await picture(200));
    expect(other.path).toBe("/images/uploads/pilates-2.jpg");
  });

  it("already in the site's pictures elsewhere is that picture", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), "uploads-"));
    const bytes = await picture(30);
    mkdirSync(join(publicDir, "images/banners"), { recursive: true });
    writeFileSync(join(publicDir, "images/banners/gym.jpg"), bytes);
    expect((await storeUpload(publicDir, "gym-banner.jpg", bytes)).path).toBe("/images/banners/gym.jpg");
    expect(readdirSync(join(publicDir, "images/uploads"))).toEqual([]);
  });
});
