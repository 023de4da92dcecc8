import { createHash } from "node:crypto";
import { basename, extname } from "node:path";
import sharp from "sharp";
import { escapeHtml } from "../prerender/escape-html.ts";
import type { PictureFormat } from "./picture-format.ts";
import type { PictureSize } from "./sample-picture-size.ts";

function formatOf(src: string): PictureFormat {
  const extension = extname(src).slice(1).toLowerCase();
  return extension === "png" || extension === "webp" ? extension : "jpeg";
}

// Glyphs of DejaVu Sans average about 0.62 em: the size that lets a line fill most of the width.
function fittedFontSize(text: string, width: number, largest: number): number {
  return Math.round(Math.min(largest, (width * 0.88) / (0.62 * text.length)));
}

function line(text: string, y: number, fontSize: number): string {
  return (
    `<text x="50%" y="${y}" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">` +
    `${escapeHtml(text)}</text>`
  );
}

/**
 * A flat picture in a colour of its own (the same path always gets the same one), with the file's
 * name in words and, smaller, the path where the real photo goes, encoded as its extension says.
 */
export function samplePicture(src: string, { width, height }: PictureSize): Promise<Buffer> {
  const hue = createHash("sha256").update(src).digest().readUInt16BE(0) % 360;
  const label = basename(src, extname(src)).replace(/[-_.]+/g, " ");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue}, 40%, 32%)"/>` +
    `<g fill="#ffffff" font-family="DejaVu Sans, sans-serif" font-weight="bold">` +
    line(label, height * 0.46, fittedFontSize(label, width, height * 0.16)) +
    line(src, height * 0.62, fittedFontSize(src, width, height * 0.05)) +
    `</g></svg>`;
  return sharp(Buffer.from(svg)).toFormat(formatOf(src)).toBuffer();
}
