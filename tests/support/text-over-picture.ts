import sharp from "sharp";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Block, SiteManifest } from "../../src/manifest/site-manifest.generated.ts";
import { blockSections, waitForHydration } from "./browser.ts";
import { contrastRatio, linearChannel, relativeLuminance, requiredContrast } from "./wcag-contrast.ts";

/*
 * Text written over a picture must read at WCAG AA contrast against the picture as drawn, overlay
 * included. Chromium is asked for the pixels themselves: the text's glyphs are made transparent, the
 * part of the screen under its lines is photographed, and the text's colour is set against every
 * pixel there. The worst pixel counts, not an average: a white word over a white patch is unreadable
 * however dark the rest of the picture is.
 */

/** An sRGB colour, 0 to 255 a channel, with its alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A rectangle in the picture's own pixels, right and bottom edges excluded. */
export interface PixelArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export interface ContrastOverPixels {
  /** The least contrast of the text's colour against any pixel under it. */
  worst: number;
  /** How many pixels were under the text, and how many of them fall short of `threshold`. */
  pixels: number;
  below: number;
}

const linear8 = Array.from({ length: 256 }, (_, value) => linearChannel(value));

/**
 * The contrast of a text colour against each pixel of the areas (its lines), composited over the
 * pixel as the browser draws it when the colour is translucent. A pixel in two areas counts once.
 */
export function contrastOverPixels(
  image: RawImage,
  text: Rgba,
  areas: PixelArea[],
  threshold: number,
): ContrastOverPixels {
  const { data, width, height, channels } = image;
  const counted = new Uint8Array(width * height);
  let worst = Infinity;
  let pixels = 0;
  let below = 0;
  for (const area of areas)
    for (let y = Math.max(0, area.top); y < Math.min(height, area.bottom); y++)
      for (let x = Math.max(0, area.left); x < Math.min(width, area.right); x++) {
        if (counted[y * width + x]) continue;
        counted[y * width + x] = 1;
        const at = (y * width + x) * channels;
        const [r, g, b] = [data[at], data[at + 1], data[at + 2]];
        const background = 0.2126 * linear8[r] + 0.7152 * linear8[g] + 0.0722 * linear8[b];
        const over = (own: number, behind: number) => Math.round(text.a * own + (1 - text.a) * behind);
        const glyphs = relativeLuminance(over(text.r, r), over(text.g, g), over(text.b, b));
        const ratio = contrastRatio(glyphs, background);
        pixels++;
        if (ratio < threshold) below++;
        worst = Math.min(worst, ratio);
      }
  return { worst: pixels > 0 ? worst : NaN, pixels, below };
}

/** One text of a block, found by its class inside the block (or slide) it belongs to. */
interface TextPart {
  name: string;
  selector: string;
}

/** Texts that share one picture: a page banner's, a slide's, a call to action's. */
interface TextsOverOnePicture {
  /** How the failure message names it: "block 1, slide 3". */
  name: string;
  /** Has the picture shown (a slide chosen), and gives the element that holds it and its texts. */
  show?: (block: Locator) => Promise<Locator>;
  picture: string;
  texts: TextPart[];
}

const bannerTexts = (block: Extract<Block, { type: "pageBanner" }>): TextPart[] => [
  { name: "banner title", selector: ".page-banner__title" },
  ...(block.text ? [{ name: "banner text", selector: ".page-banner__text" }] : []),
];

const callToActionTexts = (block: Extract<Block, { type: "callToAction" }>): TextPart[] => [
  { name: "call-to-action title", selector: ".call-to-action__title" },
  ...(block.text ? [{ name: "call-to-action text", selector: ".call-to-action__text" }] : []),
];

/** Tries for what is ready within moments (a fade, a picture's load): by default a second can pass between tries. */
const soon = [25, 50, 100];

/**
 * The slide's picture and texts, once it is the one shown and fully faded in: the slide before it
 * fades out on top of it, and a slide halfway in lets the slider's own backdrop show through.
 */
function slideShown(index: number, count: number) {
  return async (block: Locator) => {
    const slides = block.locator(".hero-slider__slide");
    if (count > 1) await block.getByRole("button", { name: `Show slide ${index + 1}`, exact: true }).click();
    await expect(slides.nth(index)).toHaveClass(/\bis-active\b/);
    await expect
      .poll(
        () =>
          slides.evaluateAll((all, shown) => {
            const drawn = all.filter((slide, i) => i !== shown && getComputedStyle(slide).visibility !== "hidden");
            return `opacity ${getComputedStyle(all[shown]).opacity}, ${drawn.length} other slide(s) drawn`;
          }, index),
        { message: `slide ${index + 1} fully shown, alone`, intervals: soon },
      )
      .toBe("opacity 1, 0 other slide(s) drawn");
    return slides.nth(index);
  };
}

/**
 * Every text a block writes over a picture. A doctor profile writes none: its texts are on the
 * opaque white card that overlaps its background picture, not on the picture. A call to action
 * without a picture writes on its CSS gradient alone, which no choice of picture can spoil.
 */
function textsOverPicturesOf(block: Block, blockNumber: number): TextsOverOnePicture[] {
  const name = `block ${blockNumber}`;
  switch (block.type) {
    case "heroSlider":
      return block.slides.map((slide, index) => ({
        name: `${name}, slide ${index + 1}`,
        show: slideShown(index, block.slides.length),
        picture: ".hero-slider__image",
        texts: [
          { name: "title", selector: ".hero-slider__title" },
          ...(slide.text ? [{ name: "text", selector: ".hero-slider__text" }] : []),
        ],
      }));
    case "pageBanner":
      return [{ name, picture: ".page-banner__image", texts: bannerTexts(block) }];
    case "callToAction":
      return block.image ? [{ name, picture: ".call-to-action__image", texts: callToActionTexts(block) }] : [];
    default:
      return [];
  }
}

type Route = SiteManifest["routes"][number];

/** Whether any block of the route writes text over a picture. */
export function hasTextOverPictures(route: Route): boolean {
  return route.blocks.some((block, index) => textsOverPicturesOf(block, index + 1).length > 0);
}

/** The widths the check runs at: a phone, a tablet upright, a laptop. */
export const contrastViewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

interface MeasuredText {
  color: Rgba;
  fontSize: number;
  fontWeight: number;
  /** Its lines, in the viewport's CSS pixels. */
  lines: { left: number; top: number; right: number; bottom: number }[];
  /** What sits on top of the middle of a line instead of the text itself, if anything. */
  coveredBy: string[];
  /** The inline styles the check replaced, to put back. */
  saved: [number, string, string, string][];
}

export interface TextContrast extends ContrastOverPixels {
  name: string;
  threshold: number;
  fontSize: number;
  fontWeight: number;
}

/**
 * Brings the texts of one picture to the middle of the screen, waits for the picture, hides the
 * texts' glyphs, photographs what is under their lines and puts the glyphs back; the contrast of
 * each text's colour against the pixels under its own lines.
 */
export async function measureTextsOverPicture(
  page: Page,
  scope: Locator,
  picture: string,
  texts: TextPart[],
): Promise<TextContrast[]> {
  const selectors = texts.map((text) => text.selector);
  for (const text of texts) await expect(scope.locator(text.selector), `${text.name} shown`).toBeVisible();
  // Blocks further down are laid out only as they near the screen (content-visibility: auto), and
  // an island above may grow as it comes alive: the texts are brought to the middle again until,
  // two frames after the last move, they are wholly on the screen.
  const settled = () =>
    scope.evaluate(async (root, selectors) => {
      const boxes = () => selectors.map((selector) => root.querySelector(selector)!.getBoundingClientRect());
      const before = boxes();
      const top = Math.min(...before.map((box) => box.top));
      const bottom = Math.max(...before.map((box) => box.bottom));
      window.scrollBy({ top: (top + bottom) / 2 - window.innerHeight / 2, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return boxes().every((box) => box.top >= 0 && box.bottom <= window.innerHeight);
    }, selectors);
  const bringToMiddle = () =>
    expect.poll(settled, { message: "the texts wholly on the screen", intervals: soon }).toBe(true);
  await bringToMiddle();
  // A picture lower down the page is only asked for once it nears the screen.
  const shown = scope.locator(picture);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `the picture ${picture} loaded`,
      intervals: soon,
    })
    .toBe(true);
  await shown.evaluate((img: HTMLImageElement) => img.decode());
  await bringToMiddle();

  const measured = await scope.evaluate(async (root, selectors): Promise<MeasuredText[]> => {
    const hidden: [string, string][] = [
      ["color", "transparent"],
      ["-webkit-text-fill-color", "transparent"],
      ["text-shadow", "none"],
      ["transition", "none"],
    ];
    const swatch = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour (rgb, oklch, color-mix…) as the 8-bit sRGB the screen gets.
    const srgb = (color: string) => {
      swatch.clearRect(0, 0, 1, 1);
      swatch.fillStyle = color;
      swatch.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = swatch.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join("")}`;
    const result = selectors.map((selector) => {
      const element = root.querySelector<HTMLElement>(selector)!;
      const style = getComputedStyle(element);
      const lines: MeasuredText["lines"] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0 && rect.height > 0)
            lines.push({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
      }
      const coveredBy = lines.flatMap((line) => {
        const onTop = document.elementFromPoint((line.left + line.right) / 2, (line.top + line.bottom) / 2);
        return onTop && !element.contains(onTop) ? [describe(onTop)] : [];
      });
      const parts = [element, ...element.querySelectorAll<HTMLElement>("*")];
      const saved = parts.flatMap((part, index) =>
        hidden.map(([property]): [number, string, string, string] => [
          index,
          property,
          part.style.getPropertyValue(property),
          part.style.getPropertyPriority(property),
        ]),
      );
      return {
        color: srgb(style.color),
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        lines,
        coveredBy,
        saved,
        parts,
      };
    });
    // Hidden only once all are read: a text's colour is never read while transparent.
    for (const { parts } of result)
      for (const part of parts)
        for (const [property, value] of hidden) part.style.setProperty(property, value, "important");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return result.map(({ parts: _parts, ...text }) => text);
  }, selectors);

  let shot: Buffer;
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const lines = measured.flatMap((text) => text.lines);
  const clip = {
    x: Math.max(0, Math.floor(Math.min(...lines.map((line) => line.left)))),
    y: Math.max(0, Math.floor(Math.min(...lines.map((line) => line.top)))),
    right: Math.min(viewport.width, Math.ceil(Math.max(...lines.map((line) => line.right)))),
    bottom: Math.min(viewport.height, Math.ceil(Math.max(...lines.map((line) => line.bottom)))),
  };
  const offScreen = lines.filter(
    (line) =>
      line.top < -0.5 || line.left < -0.5 || line.bottom > viewport.height + 0.5 || line.right > viewport.width + 0.5,
  );
  try {
    expect(offScreen, `${texts.map((text) => text.name).join(" and ")} wholly on the screen`).toEqual([]);
    shot = await page.screenshot({
      clip: { x: clip.x, y: clip.y, width: clip.right - clip.x, height: clip.bottom - clip.y },
      scale: "css",
      animations: "allow",
    });
  } finally {
    await scope.evaluate(
      (root, { selectors, saved }) =>
        selectors.forEach((selector, i) => {
          const element = root.querySelector<HTMLElement>(selector)!;
          const parts = [element, ...element.querySelectorAll<HTMLElement>("*")];
          for (const [index, property, value, priority] of saved[i])
            if (value) parts[index].style.setProperty(property, value, priority);
            else parts[index].style.removeProperty(property);
        }),
      { selectors, saved: measured.map((text) => text.saved) },
    );
  }
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const image: RawImage = { data, width: info.width, height: info.height, channels: info.channels };

  return measured.map((text, i) => {
    expect(text.coveredBy, `${texts[i].name}: nothing else drawn over its lines`).toEqual([]);
    const threshold = requiredContrast(text.fontSize, text.fontWeight);
    // A pixel counts when its middle lies on a line.
    const areas = text.lines.map((line) => ({
      left: Math.round(line.left - clip.x),
      top: Math.round(line.top - clip.y),
      right: Math.round(line.right - clip.x),
      bottom: Math.round(line.bottom - clip.y),
    }));
    return {
      name: texts[i].name,
      threshold,
      fontSize: text.fontSize,
      fontWeight: text.fontWeight,
      ...contrastOverPixels(image, text.color, areas, threshold),
    };
  });
}

/**
 * At each of the widths, opens the page and checks every text its blocks write over a picture:
 * each one's worst pixel must reach WCAG AA. Every shortfall is reported, not only the first.
 */
export async function expectTextOverPicturesReadable(page: Page, url: string, route: Route) {
  // Without motion the slider never moves by itself: each slide is chosen, and stays.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const groups = route.blocks.flatMap((block, index) =>
    textsOverPicturesOf(block, index + 1).map((group) => ({ ...group, blockIndex: index })),
  );
  for (const viewport of contrastViewports) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await waitForHydration(page);
    const blocks = blockSections(page);
    await expect(blocks).toHaveCount(route.blocks.length);
    for (const group of groups) {
      const block = blocks.nth(group.blockIndex);
      const scope = group.show ? await group.show(block) : block;
      for (const text of await measureTextsOverPicture(page, scope, group.picture, group.texts)) {
        const where = `${url} at ${viewport.width} px: ${group.name}, ${text.name} over its picture`;
        const size = `${text.fontSize}px, weight ${text.fontWeight}`;
        const share = `${text.below} of its ${text.pixels} pixels under ${text.threshold}:1`;
        expect
          .soft(text.worst, `${where} (${size}): worst contrast ${text.worst.toFixed(2)}:1, ${share}`)
          .toBeGreaterThanOrEqual(text.threshold);
      }
    }
  }
}
