/**
 * Generates placeholder images for every `/images/...` path named in the site
 * manifest, so a fresh checkout renders with calm, on-brand artwork instead of
 * broken images. Existing files are left alone: those are the clinic's real
 * photos, and overwriting them would silently destroy content.
 *
 *   node node_modules/tsx/dist/cli.mjs scripts/images/generate-sample-images.ts [--force] [--manifest path]
 */

import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { realpathSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";

import { iconSvg, personSilhouette, type IconName } from "./icons.ts";
import {
  PALETTES,
  PHOTO_PILL_ALPHA,
  PILL_ALPHA,
  SHAPE_WHITE_ALPHA,
  SILHOUETTE_WHITE_ALPHA,
  assertLabelContrast,
  bannerStops,
  mix,
  type Category,
  type Palette,
} from "./palette.ts";

// ---------------------------------------------------------------------------
// Manifest walking
// ---------------------------------------------------------------------------

const IMAGE_PATH = /^\/images\/.+\.(?:jpe?g|png)$/i;

/**
 * Every distinct local image path in a JSON document, in first-seen order.
 * The manifest's shape changes as the site grows, so rather than knowing
 * which fields hold images we accept any string that looks like one.
 */
export function collectImagePaths(json: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (IMAGE_PATH.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(json);
  return [...found];
}

/**
 * Where an image path lives on disk, or null when `..` segments would take
 * it outside `public/images` (a typo in the manifest must never let us write
 * over source files).
 */
export function outputPathFor(publicDir: string, imagePath: string): string | null {
  const root = resolve(publicDir, "images");
  const target = resolve(publicDir, `.${imagePath}`);
  return target.startsWith(root + sep) ? target : null;
}

// ---------------------------------------------------------------------------
// Size, theme and label from the name
// ---------------------------------------------------------------------------

export type ImageKind = "hero" | "thumb" | "photo" | "banner" | "slide" | "avatar" | "gallery";

export const KIND_SIZES: Readonly<
  Record<ImageKind, { readonly width: number; readonly height: number }>
> = {
  hero: { width: 1600, height: 640 },
  thumb: { width: 720, height: 480 },
  photo: { width: 600, height: 720 },
  banner: { width: 1920, height: 560 },
  slide: { width: 1920, height: 900 },
  avatar: { width: 240, height: 240 },
  gallery: { width: 1200, height: 900 },
};

const SUFFIX_KINDS: ReadonlyArray<Exclude<ImageKind, "gallery">> = [
  "hero",
  "thumb",
  "photo",
  "banner",
  "slide",
  "avatar",
];

function fileName(imagePath: string): string {
  return imagePath.slice(imagePath.lastIndexOf("/") + 1);
}

function fileStem(imagePath: string): string {
  return fileName(imagePath).replace(/\.[^.]+$/, "");
}

export function kindFromName(imagePath: string): ImageKind {
  const stem = fileStem(imagePath).toLowerCase();
  return SUFFIX_KINDS.find((kind) => stem.endsWith(`-${kind}`)) ?? "gallery";
}

export function sizeFromName(imagePath: string): {
  kind: ImageKind;
  width: number;
  height: number;
} {
  const kind = kindFromName(imagePath);
  return { kind, ...KIND_SIZES[kind] };
}

// Lower-case words keep title-cased labels from shouting ("Skin And Laser").
const MINOR_WORDS = new Set("a an and at by for in of on or the to with".split(" "));
// Treatment names that are abbreviations read as capitals ("PEMF", not "Pemf").
const ABBREVIATIONS = new Set("pemf tens prp iv".split(" "));

export function labelFromName(imagePath: string): string {
  let stem = fileStem(imagePath);
  try {
    stem = decodeURIComponent(stem);
  } catch {
    // A stray "%" is just part of the name; show it as written.
  }
  const kind = kindFromName(imagePath);
  if (kind !== "gallery") stem = stem.slice(0, -(kind.length + 1));

  const words = stem
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[\s_\-.+]+/)
    .filter((word) => word.length > 0);

  // Numbers only disambiguate files ("physiotherapy1", "reception-2").
  const last = words.at(-1);
  if (last !== undefined) {
    if (/^\d+$/.test(last)) words.pop();
    else words[words.length - 1] = last.replace(/(\D)\d+$/u, "$1");
  }

  const capitalise = (part: string): string => part.charAt(0).toUpperCase() + part.slice(1);
  const label = words
    .map((word, i) =>
      // The set is lower-case, so only minor words already written that way
      // stay small; an author's "And" or "Q&A" is left as written.
      ABBREVIATIONS.has(word.toLowerCase())
        ? word.toUpperCase()
        : i > 0 && MINOR_WORDS.has(word)
          ? word
          : // "skin&laser" is two words joined by "&"; capitalise both.
            word.split("&").map(capitalise).join("&"),
    )
    .join(" ");
  return label || "Sample Image";
}

export interface Theme {
  readonly category: Category;
  readonly palette: Palette;
  readonly icon: IconName;
}

const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, Category]> = [
  [/physio/, "physiotherapy"],
  [/weight-?loss/, "weightLoss"],
  [/gym|yoga|zumba|aerobic|fitness/, "gym"],
  [/skin|laser/, "skin"],
  [/doctor|staff/, "doctors"],
];

function matchCategory(text: string): Category | undefined {
  const lower = text.toLowerCase();
  return CATEGORY_RULES.find(([pattern]) => pattern.test(lower))?.[1];
}

export function categoryFromPath(imagePath: string): Category {
  const folders = imagePath.split("/").filter(Boolean).slice(1, -1);
  for (const folder of folders) {
    const category = matchCategory(folder);
    if (category) return category;
    if (folder.toLowerCase() === "home") return "clinic";
  }
  // Gallery files are often flat ("gallery/physiotherapy1.jpg"), so the file
  // name is the only hint left about what the photo shows.
  const fromName = matchCategory(fileStem(imagePath));
  if (fromName) return fromName;
  return folders.some((folder) => folder.toLowerCase() === "gallery") ? "gallery" : "clinic";
}

function gymIcon(imagePath: string): IconName {
  const lower = imagePath.toLowerCase();
  if (lower.includes("yoga")) return "lotus";
  if (/zumba|aerobic|dance/.test(lower)) return "musicNotes";
  return "dumbbell";
}

const CATEGORY_ICONS: Readonly<Record<Exclude<Category, "gym">, IconName>> = {
  physiotherapy: "spine",
  weightLoss: "scale",
  skin: "dropSparkle",
  doctors: "stethoscope",
  gallery: "camera",
  clinic: "heartPulse",
};

export function themeFromPath(imagePath: string): Theme {
  const category = categoryFromPath(imagePath);
  const icon = category === "gym" ? gymIcon(imagePath) : CATEGORY_ICONS[category];
  let palette = PALETTES[category];
  // A row of testimonial avatars in one identical colour looks like a bug;
  // spreading uncategorised ones across the palettes reads as variety.
  if (category === "clinic" && kindFromName(imagePath) === "avatar") {
    const all = Object.values(PALETTES);
    palette = all[hashString(imagePath) % all.length] ?? palette;
  }
  return { category, palette, icon };
}

// ---------------------------------------------------------------------------
// Text measurement and layout
// ---------------------------------------------------------------------------

// Advance widths of DejaVu Sans Bold (what weight 600 resolves to) for ASCII
// 32..126, in thousandths of an em, read from the font's hmtx table. Knowing
// real widths lets labels fill the space without ever overflowing it.
const ASCII_ADVANCES = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683,
  683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
  724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
  343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
// Non-ASCII glyphs get a full em so accented names err on the safe side.
const FALLBACK_ADVANCE = 1000;
// Headroom for hinting/rounding differences between this table and librsvg.
const MEASURE_SAFETY = 1.03;

/** Rendered width of `text` at a font size of 1px. */
export function textWidthEm(text: string): number {
  let total = 0;
  for (const char of text) {
    total += ASCII_ADVANCES[(char.codePointAt(0) ?? 0) - 32] ?? FALLBACK_ADVANCE;
  }
  return (total / 1000) * MEASURE_SAFETY;
}

export interface LabelLayout {
  readonly lines: readonly string[];
  readonly fontSize: number;
  /** Width of the widest line at `fontSize`. */
  readonly width: number;
}

/**
 * Fits a label into `maxWidth`: one line at the preferred size if possible,
 * else the most balanced two-line split, else whichever of those shrinks the
 * least. Shrinking has no floor because overflowing the frame is worse than
 * small text on a placeholder.
 */
export function layoutLabel(label: string, maxWidth: number, preferredSize: number): LabelLayout {
  const words = label.split(" ");
  const candidates: string[][] = [[label]];
  for (let split = 1; split < words.length; split++) {
    candidates.push([words.slice(0, split).join(" "), words.slice(split).join(" ")]);
  }
  const widest = (lines: readonly string[]): number => Math.max(...lines.map(textWidthEm));

  const single = candidates[0] ?? [label];
  let best = single;
  for (const candidate of candidates.slice(1)) {
    if (widest(candidate) < widest(best)) best = candidate;
  }
  const chosen = widest(single) * preferredSize <= maxWidth ? single : best;
  const fontSize = Math.floor(Math.min(preferredSize, maxWidth / widest(chosen)) * 2) / 2;
  return { lines: chosen, fontSize, width: widest(chosen) * fontSize };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

interface LabelPlacement {
  readonly label: string;
  readonly cx: number;
  /** Top edge of the pill. */
  readonly top: number;
  /** Widest the pill may become. */
  readonly maxWidth: number;
  readonly preferredSize: number;
  readonly pillColor: string;
  readonly pillAlpha: number;
}

const PILL_PAD_X = 0.75;
const PILL_PAD_Y = 0.45;
const LINE_HEIGHT = 1.22;
// Vertical offset from a line's centre to its baseline: half DejaVu's cap
// height, so capitals sit optically centred in the pill.
const BASELINE_SHIFT = 0.36;

function pillHeight(lines: number, fontSize: number): number {
  return fontSize * (LINE_HEIGHT * lines + PILL_PAD_Y * 2);
}

function measureLabel(
  p: Pick<LabelPlacement, "label" | "maxWidth" | "preferredSize">,
): LabelLayout & { pillW: number; pillH: number } {
  // Padding scales with the font, so reserve it at the preferred size; the
  // real font can only be smaller, keeping the pill inside `maxWidth`.
  const layout = layoutLabel(
    p.label,
    p.maxWidth - 2 * PILL_PAD_X * p.preferredSize,
    p.preferredSize,
  );
  return {
    ...layout,
    pillW: layout.width + 2 * PILL_PAD_X * layout.fontSize,
    pillH: pillHeight(layout.lines.length, layout.fontSize),
  };
}

function labelSvg(p: LabelPlacement): string {
  const m = measureLabel(p);
  const fs = m.fontSize;
  // A true pill for one line; two lines get softer corners so the box
  // doesn't turn into a lozenge.
  const radius = m.lines.length === 1 ? m.pillH / 2 : fs * 0.9;
  const text = m.lines
    .map((line, i) => {
      const baseline = p.top + fs * (PILL_PAD_Y + LINE_HEIGHT * (i + 0.5) + BASELINE_SHIFT);
      return `<text x="${r2(p.cx)}" y="${r2(baseline)}">${escapeXml(line)}</text>`;
    })
    .join("");
  return (
    `<rect x="${r2(p.cx - m.pillW / 2)}" y="${r2(p.top)}" width="${r2(m.pillW)}" height="${r2(m.pillH)}" ` +
    `rx="${r2(radius)}" fill="${p.pillColor}" fill-opacity="${p.pillAlpha}"/>` +
    `<g font-family="DejaVu Sans, sans-serif" font-weight="600" font-size="${fs}" ` +
    `fill="#ffffff" text-anchor="middle">${text}</g>`
  );
}

// ---------------------------------------------------------------------------
// SVG composition
// ---------------------------------------------------------------------------

/** FNV-1a: a stable seed so each path always gets the same artwork. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny deterministic PRNG for shape placement. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function r2(value: number): number {
  return Math.round(value * 100) / 100;
}

function gradientDef(id: string, from: string, to: string, flip: boolean): string {
  const [y1, y2] = flip ? [1, 0] : [0, 1];
  return (
    `<linearGradient id="${id}" x1="0" y1="${y1}" x2="1" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

function depthShapes(
  width: number,
  height: number,
  palette: Palette,
  random: () => number,
  strength = 1,
): string {
  const span = Math.max(width, height);
  const light =
    `<circle cx="${r2(width * (0.78 + 0.14 * random()))}" cy="${r2(height * (0.08 + 0.22 * random()))}" ` +
    `r="${r2(span * (0.3 + 0.08 * random()))}" fill="#ffffff" fill-opacity="${r2(SHAPE_WHITE_ALPHA * strength)}"/>`;
  const dark =
    `<circle cx="${r2(width * (0.04 + 0.14 * random()))}" cy="${r2(height * (0.9 + 0.1 * random()))}" ` +
    `r="${r2(span * (0.2 + 0.06 * random()))}" fill="${palette.deep}" fill-opacity="${r2(0.22 * strength)}"/>`;
  return light + dark;
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Icon above a centred label: heroes, thumbnails, slides and gallery shots. */
function centredComposition(
  width: number,
  height: number,
  label: string,
  theme: Theme,
  random: () => number,
): string {
  const flip = random() < 0.5;
  const iconSize = Math.min(height * 0.28, width * 0.24);
  const strokeWidth = Math.min(10, Math.max(3, iconSize * 0.045));
  const preferredSize = Math.min(height * 0.085, width * 0.04);
  const maxWidth = width * 0.86;
  const measured = measureLabel({ label, maxWidth, preferredSize });
  const gap = iconSize * 0.2;
  const top = (height - (iconSize + gap + measured.pillH)) / 2;

  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    depthShapes(width, height, theme.palette, random) +
    iconSvg(theme.icon, { cx: width / 2, cy: top + iconSize / 2, size: iconSize, strokeWidth }) +
    labelSvg({
      label,
      cx: width / 2,
      top: top + iconSize + gap,
      maxWidth,
      preferredSize,
      pillColor: theme.palette.deep,
      pillAlpha: PILL_ALPHA,
    });
  return svgDocument(
    width,
    height,
    gradientDef("bg", theme.palette.from, theme.palette.to, flip),
    body,
  );
}

/**
 * Banners and hero slides sit behind a heading on a dark overlay and are cropped to the screen's
 * shape (a phone keeps only the middle), so they stay plain: a near-flat dark field and a ghosted
 * icon off to the side. A label would be cut off at the edges, and the heading already says it.
 */
function bannerComposition(width: number, height: number, theme: Theme, random: () => number): string {
  const { palette } = theme;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    depthShapes(width, height, palette, random, 0.6) +
    iconSvg(theme.icon, {
      cx: width * 0.84,
      cy: height / 2,
      size: height * 0.62,
      strokeWidth: 8,
      opacity: 0.1,
    });
  const [from, to] = bannerStops(palette);
  return svgDocument(width, height, gradientDef("bg", from, to, random() < 0.5), body);
}

/** Portrait placeholder for doctor and staff profiles. */
function photoComposition(
  width: number,
  height: number,
  label: string,
  theme: Theme,
  random: () => number,
): string {
  const { palette } = theme;
  const headR = width * 0.16;
  const headY = height * 0.43;
  const preferredSize = width * 0.05;
  const maxWidth = width * 0.84;
  const measured = measureLabel({ label, maxWidth, preferredSize });

  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    depthShapes(width, height, palette, random) +
    // Opaque, so the depth circles don't show through and shade the figure.
    personSilhouette({
      cx: width / 2,
      headY,
      headR,
      bottom: height,
      fill: mix(mix(palette.from, palette.to, 0.5), "#ffffff", SILHOUETTE_WHITE_ALPHA),
      opacity: 1,
    }) +
    labelSvg({
      label,
      cx: width / 2,
      top: height * 0.9 - measured.pillH / 2,
      maxWidth,
      preferredSize,
      pillColor: palette.deep,
      pillAlpha: PHOTO_PILL_ALPHA,
    });
  return svgDocument(
    width,
    height,
    gradientDef("bg", palette.from, palette.to, random() < 0.5),
    body,
  );
}

/** Testimonial avatar: no text, since it is shown at thumbnail size. */
function avatarComposition(
  width: number,
  height: number,
  theme: Theme,
  random: () => number,
): string {
  const { palette } = theme;
  const radius = Math.min(width, height) * 0.48;
  const defs =
    gradientDef("bg", palette.from, palette.to, random() < 0.5) +
    `<clipPath id="disc"><circle cx="${width / 2}" cy="${height / 2}" r="${r2(radius)}"/></clipPath>`;
  const body =
    `<rect width="${width}" height="${height}" fill="${palette.tint}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${r2(radius)}" fill="url(#bg)"/>` +
    `<g clip-path="url(#disc)">` +
    personSilhouette({
      cx: width / 2,
      headY: height * 0.41,
      headR: width * 0.155,
      bottom: height,
      fill: "#ffffff",
      opacity: 0.78,
    }) +
    `</g>`;
  return svgDocument(width, height, defs, body);
}

export interface SampleImage {
  readonly kind: ImageKind;
  readonly width: number;
  readonly height: number;
  readonly svg: string;
}

export function buildSvg(imagePath: string): SampleImage {
  const { kind, width, height } = sizeFromName(imagePath);
  const theme = themeFromPath(imagePath);
  const label = labelFromName(imagePath);
  const random = seededRandom(hashString(imagePath));
  const svg =
    kind === "banner" || kind === "slide"
      ? bannerComposition(width, height, theme, random)
      : kind === "photo"
        ? photoComposition(width, height, label, theme, random)
        : kind === "avatar"
          ? avatarComposition(width, height, theme, random)
          : centredComposition(width, height, label, theme, random);
  return { kind, width, height, svg };
}

// ---------------------------------------------------------------------------
// Rendering and CLI
// ---------------------------------------------------------------------------

export async function renderImage(
  imagePath: string,
): Promise<{ image: SampleImage; data: Buffer }> {
  const image = buildSvg(imagePath);
  const pipeline = sharp(Buffer.from(image.svg));
  const data = /\.png$/i.test(imagePath)
    ? await pipeline.png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer()
    : await pipeline.jpeg({ quality: 74, progressive: true, mozjpeg: true }).toBuffer();
  return { image, data };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

const USAGE = "Usage: generate-sample-images.ts [--force] [--manifest path/to/site.json]";

async function main(argv: readonly string[]): Promise<number> {
  let force: boolean;
  let manifestArg: string;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        force: { type: "boolean", default: false },
        manifest: { type: "string", default: "site.json" },
        help: { type: "boolean", default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    force = values.force;
    manifestArg = values.manifest;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }

  assertLabelContrast();

  const cwd = process.cwd();
  const manifestPath = resolve(cwd, manifestArg);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  } catch (error) {
    console.error(
      `Cannot read manifest ${manifestPath}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }

  const publicDir = resolve(cwd, "public");
  let written = 0;
  let kept = 0;
  for (const imagePath of collectImagePaths(manifest)) {
    const target = outputPathFor(publicDir, imagePath);
    if (target === null) {
      console.warn(`skipped ${imagePath}: resolves outside public/images`);
      continue;
    }
    if (!force && (await exists(target))) {
      kept++;
      continue;
    }
    const { image, data } = await renderImage(imagePath);
    await mkdir(dirname(target), { recursive: true });
    // Write-then-rename: an interrupted run must not leave a truncated file
    // that later runs would mistake for a real photo and keep forever.
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    written++;
    console.log(
      `wrote ${relative(cwd, target)} (${image.kind}, ${image.width}x${image.height}, ${(data.length / 1024).toFixed(1)} KB)`,
    );
  }

  const keptNote = kept > 0 ? `, ${kept} already present (use --force to regenerate)` : "";
  console.log(`${written} image${written === 1 ? "" : "s"} written${keptNote}.`);
  return 0;
}

/** True when this file is the entry point rather than imported by a test. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    // realpath on both sides so a symlinked checkout still matches.
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
