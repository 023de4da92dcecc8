import { extname } from "node:path";
import sharp from "sharp";
import { illustration } from "./illustrations/illustration.ts";
import type { PictureFormat } from "./picture-format.ts";
import type { PictureUse } from "./sample-picture-use.ts";

function formatOf(src: string): PictureFormat {
  const extension = extname(src).slice(1).toLowerCase();
  return extension === "png" || extension === "webp" ? extension : "jpeg";
}

// Flat colours and soft edges: this JPEG quality keeps them clean at about a third of sharp's default size.
const encoding = { jpeg: { quality: 78, mozjpeg: true }, png: { palette: true }, webp: { quality: 80 } };

/**
 * A sample picture for `src`: an illustration of what its name says, in the site's colours, shaped as the block
 * that shows it (`use`), and encoded as its extension says, as a clinic's own photo would be.
 */
export function samplePicture(src: string, use: PictureUse): Promise<Buffer> {
  const format = formatOf(src);
  return sharp(Buffer.from(illustration(src, use)))
    .toFormat(format, encoding[format])
    .toBuffer();
}
