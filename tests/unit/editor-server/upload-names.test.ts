import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPicture, readsWhole } from "../../../scripts/images/picture-format.ts";
import { safeStem } from "../../../editor/server/safe-file-name.ts";

describe("the file name an upload is stored under", () => {
  it.each([
    ["Dr. Mehta's Clinic (1).JPG", "dr-mehta-s-clinic-1"],
    ["../../etc/passwd.jpg", "passwd"],
    ["C:\\Users\\reception\\Desktop\\Front Desk.png", "front-desk"],
    ["Café Crème.webp", "cafe-creme"],
    ["ફોટો.jpg", "picture"],
    [".jpg", "picture"],
    ["", "picture"],
    [`${"long-name-".repeat(20)}.jpg`, "long-name-long-name-long-name-long-name-long-name-long-name"],
  ])("%j -> %j", (original, stem) => {
    expect(safeStem(original)).toBe(stem);
  });
});

describe("which files are pictures", () => {
  const blank = () => sharp({ create: { width: 3, height: 2, channels: 3, background: "#fff" } });

  it("reads JPEG, PNG and WebP by their bytes, with their size", async () => {
    expect(await readPicture(await blank().jpeg().toBuffer())).toEqual({ format: "jpeg", width: 3, height: 2 });
    expect(await readPicture(await blank().png().toBuffer())).toEqual({ format: "png", width: 3, height: 2 });
    expect(await readPicture(await blank().webp().toBuffer())).toEqual({ format: "webp", width: 3, height: 2 });
  });

  it("refuses text, an SVG, a GIF, and a file that only starts like a picture", async () => {
    expect(await readPicture(Buffer.from("just some text"))).toBeUndefined();
    expect(
      await readPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>')),
    ).toBeUndefined();
    expect(await readPicture(await blank().gif().toBuffer())).toBeUndefined();
    const png = await blank().png().toBuffer();
    expect(await readPicture(png.subarray(0, 12))).toBeUndefined();
  });
});

describe("a picture cut short after a good header", () => {
  it("passes as a picture by its header, and is told apart by reading it whole", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    expect(await readPicture(cut)).toEqual({ format: "jpeg", width: 400, height: 300 });
    expect(await readsWhole(photo)).toBe(true);
    expect(await readsWhole(cut)).toBe(false);
  });
});
