import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { illustration } from "../../scripts/images/illustrations/illustration.ts";
import { subjectOf } from "../../scripts/images/illustrations/motifs.ts";
import { headlineShare } from "../../scripts/images/illustrations/wide-scene.ts";
import { samplePicture } from "../../scripts/images/sample-picture.ts";
import { samplePictureUse, type PictureKind, type PictureUse } from "../../scripts/images/sample-picture-use.ts";
import { isImagePath } from "../../src/images/image-path.ts";
import { stringsIn } from "../../src/manifest/strings-in.ts";
import { sampleManifest } from "../fixtures/sample-site.ts";
import { contrastRatio, relativeLuminance } from "../support/wcag-contrast.ts";

/** Every picture the frozen sample site names, with the use its block gives it. */
const manifest = sampleManifest();
const pictures = new Map<string, PictureUse>();
for (const { path, value } of stringsIn(manifest))
  if (isImagePath(value) && !pictures.has(value)) pictures.set(value, samplePictureUse(manifest, path));
const ofKind = (kind: PictureKind) => [...pictures].filter(([, use]) => use.kind === kind);

// Shapes only: an icon's own elements and ours. Any element that writes words (text, tspan, textPath) or embeds
// another document (foreignObject, image) is missing here, so a picture drawn with one fails.
const shapeElements = new Set([
  ...["svg", "g", "defs", "clipPath", "linearGradient", "radialGradient", "stop"],
  ...["rect", "circle", "ellipse", "path", "line", "polyline", "polygon"],
]);

function elementsIn(markup: string): Set<string> {
  return new Set([...markup.matchAll(/<([A-Za-z][\w:-]*)/g)].map((match) => match[1]));
}

describe("sample illustrations", () => {
  it("are drawn for every kind of use the sample site has", () => {
    expect(new Set([...pictures.values()].map((use) => use.kind))).toEqual(
      new Set(["wide", "card", "portrait", "room"]),
    );
  });

  it("never write words: every element of every picture is a shape", () => {
    const found = new Set<string>();
    for (const [src, use] of pictures) for (const element of elementsIn(illustration(src, use))) found.add(element);
    expect([...found].filter((element) => !shapeElements.has(element))).toEqual([]);
    expect(found).toContain("path");
  });

  it("are the same, byte for byte, for the same path, and differ from path to path", async () => {
    const [[first, use], [second]] = ofKind("card");
    expect(await samplePicture(first, use)).toEqual(await samplePicture(first, use));
    expect(illustration(first, use)).not.toBe(illustration(second, use));
    const all = [...pictures].map(([src, pictureUse]) => illustration(src, pictureUse));
    expect(new Set(all).size).toBe(all.length);
  });

  it("have the size asked for, in the format the extension names, for each kind", async () => {
    const asked: [string, PictureUse][] = [
      ["/images/a/wide.jpg", { kind: "wide", width: 1920, height: 560 }],
      ["/images/a/card.png", { kind: "card", width: 720, height: 480 }],
      ["/images/a/person.webp", { kind: "portrait", width: 240, height: 240 }],
      ["/images/a/room.jpeg", { kind: "room", width: 1200, height: 900 }],
    ];
    const made = await Promise.all(
      asked.map(async ([src, use]) => {
        const { format, width, height } = await sharp(await samplePicture(src, use)).metadata();
        return { format, width, height };
      }),
    );
    expect(made).toEqual([
      { format: "jpeg", width: 1920, height: 560 },
      { format: "png", width: 720, height: 480 },
      { format: "webp", width: 240, height: 240 },
      { format: "jpeg", width: 1200, height: 900 },
    ]);
  });

  it("give each treatment group its own colours, and vary its cards: a subject on two or a third at most", () => {
    const groups = new Map<string, string[]>();
    for (const [src] of ofKind("card")) {
      const { group, motif } = subjectOf(src);
      groups.set(group, [...(groups.get(group) ?? []), motif.body]);
    }
    expect(groups.size).toBeGreaterThanOrEqual(5);
    for (const [group, motifs] of groups) {
      const mostShared = Math.max(...motifs.map((motif) => motifs.filter((other) => other === motif).length));
      expect(mostShared, `${group}: ${motifs.length} cards`).toBeLessThanOrEqual(
        Math.max(2, Math.ceil(motifs.length / 3)),
      );
    }
    const themes = ["physiotherapy", "skin", "gym", "yoga"].map((group) => subjectOf(`/images/${group}.jpg`).theme);
    expect(new Set(themes).size).toBe(themes.length);
  });

  it("keep the part of a wide scene where the headline falls dark enough for white words at 4.5:1", async () => {
    const wide = ofKind("wide");
    expect(wide.length).toBeGreaterThan(0);
    for (const [src, use] of wide) {
      const { data, info } = await sharp(await samplePicture(src, use))
        .raw()
        .toBuffer({ resolveWithObject: true });
      let brightest = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width * headlineShare; x++) {
          const at = (y * info.width + x) * info.channels;
          brightest = Math.max(brightest, relativeLuminance(data[at], data[at + 1], data[at + 2]));
        }
      expect(contrastRatio(1, brightest), src).toBeGreaterThanOrEqual(4.5);
    }
  });
});
