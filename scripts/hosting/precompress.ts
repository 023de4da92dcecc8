import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isCompressible } from "./content-types.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressBeside(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a .br and a .gz beside every compressible file of the built site, once, at the strongest
 * settings, so no server compresses on a visitor's time (nginx, the preview server, any CDN that
 * takes precompressed files). Returns how many files it compressed.
 */
export async function precompress(distDir: string): Promise<number> {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(compressBeside));
  return files.length;
}
