import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateSampleImages } from "../../scripts/images/sample-images.ts";

/** A site folder holding `manifest` as its site.json, with no public/ folder yet. */
function siteWith(manifest: unknown) {
  const dir = mkdtempSync(join(tmpdir(), "sample-images-"));
  writeFileSync(join(dir, "site.json"), JSON.stringify(manifest));
  return { dir, manifestFile: join(dir, "site.json"), publicDir: join(dir, "public") };
}

const blocks = [
  { type: "pageBanner", title: "Welcome", image: "/images/banners/welcome.jpg" },
  { type: "cardGrid", cards: [{ title: "Yoga", image: "/images/cards/yoga.webp" }] },
  { type: "testimonials", items: [{ quote: "Kind staff.", name: "Asha", avatar: "/images/people/asha.PNG" }] },
  {
    type: "doctorProfile",
    background: "/images/banners/doctor.jpeg",
    image: { src: "/images/doctors/mehta.jpg", alt: "Dr. Mehta" },
  },
  { type: "gallery", images: [{ src: "/images/gallery/room.jpg", alt: "A room" }] },
];

describe("npm run images", () => {
  it("writes a readable JPEG, PNG or WebP as the extension says, shaped for the block that shows it", async () => {
    const site = siteWith({ routes: [{ path: "/", blocks }] });
    const { written } = await generateSampleImages(site);
    expect(written).toEqual([
      "/images/banners/welcome.jpg",
      "/images/cards/yoga.webp",
      "/images/people/asha.PNG",
      "/images/banners/doctor.jpeg",
      "/images/doctors/mehta.jpg",
      "/images/gallery/room.jpg",
    ]);
    const described = await Promise.all(
      written.map(async (src) => {
        const { format, width, height } = await sharp(join(site.publicDir, src)).metadata();
        return [src, format, width, height];
      }),
    );
    expect(described).toEqual([
      ["/images/banners/welcome.jpg", "jpeg", 1920, 560],
      ["/images/cards/yoga.webp", "webp", 720, 480],
      ["/images/people/asha.PNG", "png", 240, 240],
      ["/images/banners/doctor.jpeg", "jpeg", 1920, 560],
      ["/images/doctors/mehta.jpg", "jpeg", 600, 720],
      ["/images/gallery/room.jpg", "jpeg", 1200, 900],
    ]);
  });

  it("never replaces a file that is there, picture or not, and writes the same picture every time", async () => {
    const manifest = { pictures: ["/images/kept.jpg", "/images/new.png"] };
    const site = siteWith(manifest);
    mkdirSync(join(site.publicDir, "images"), { recursive: true });
    writeFileSync(join(site.publicDir, "images/kept.jpg"), "the clinic's own photo");
    expect((await generateSampleImages(site)).written).toEqual(["/images/new.png"]);
    expect(readFileSync(join(site.publicDir, "images/kept.jpg"), "utf8")).toBe("the clinic's own photo");
    expect((await generateSampleImages(site)).written).toEqual([]);

    const again = siteWith(manifest);
    await generateSampleImages(again);
    expect(readFileSync(join(again.publicDir, "images/new.png"))).toEqual(
      readFileSync(join(site.publicDir, "images/new.png")),
    );
  });

  it("refuses a path with .. and ignores every string that is not an image path", async () => {
    const site = siteWith({
      site: { name: "/images/", logo: "/images/logo.svg", link: "https://example.com/images/a.jpg" },
      pictures: [
        "/images/../escaped.jpg",
        "/images/a/../../escaped.png",
        "/images/notes.txt",
        "/about",
        "images/a.jpg",
        "/images/a photo.jpg",
      ],
    });
    expect((await generateSampleImages(site)).written).toEqual([]);
    expect(readdirSync(site.dir)).toEqual(["site.json"]);
  });

  it("names a path once, however often site.json names it", async () => {
    const site = siteWith({ a: "/images/x.jpg", b: ["/images/x.jpg", { c: "/images/x.jpg" }] });
    expect((await generateSampleImages(site)).written).toEqual(["/images/x.jpg"]);
    expect(readdirSync(dirname(join(site.publicDir, "/images/x.jpg")))).toEqual(["x.jpg"]);
  });
});
