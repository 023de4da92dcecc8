import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildCacheDir, markUsed, pruneCache } from "../build-cache.ts";
import { isCompressible } from "./content-types.ts";
import { WorkQueue } from "../system/work-queue.ts";
import { filesUnder } from "../system/files-under.ts";
import { linkOrCopy } from "../system/link-or-copy.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressing at the strongest settings is most of a large site's build; a file whose bytes a build
 * already compressed (most of them, from one publish to the next) takes its copies from here.
 */
export const defaultCompressionCache = buildCacheDir("site-compressed");

/**
 * Brotli's strongest quality (11) takes about three times as long as 10 for 2-3% fewer bytes: on a site of
 * thousands of pages, most of a whole build. Those bytes matter where a response comes near the first round
 * trip (about 14 KB), where a few hundred can cost a visitor a round trip, and in the larger scripts. So a
 * file that comes to more than this at 10 is compressed again at 11; a smaller one keeps 10.
 */
export const strongestFromBytes = 12 * 1024;

const brotliAt = (raw: Buffer, quality: number) =>
  brotli(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

async function brotliOf(raw: Buffer): Promise<Buffer> {
  const good = await brotliAt(raw, constants.BROTLI_MAX_QUALITY - 1);
  if (good.length <= strongestFromBytes) return good;
  const strongest = await brotliAt(raw, constants.BROTLI_MAX_QUALITY);
  return strongest.length < good.length ? strongest : good;
}

/** Part of every cached copy's name: copies made by another rule are not taken for this one's. */
const compressionRule = `brotli 10, 11 over ${strongestFromBytes}; gzip 9\n`;

async function compress(raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([brotliOf(raw), gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION })]);
  return { br, gz };
}

/** Writes `file`.br and `file`.gz, compressing only bytes no recent build has compressed. Returns whether it did. */
async function compressBeside(file: string, cacheDir: string, used: Set<string>): Promise<boolean> {
  const raw = await readFile(file);
  const key = createHash("sha256").update(compressionRule).update(raw).digest("hex");
  const cached = { br: join(cacheDir, `${key}.br`), gz: join(cacheDir, `${key}.gz`) };
  used.add(`${key}.br`).add(`${key}.gz`);
  const hit = existsSync(cached.br) && existsSync(cached.gz);
  if (hit) {
    markUsed(cached.br);
    markUsed(cached.gz);
  } else {
    const { br, gz } = await compress(raw);
    // Written aside, then renamed: a build stopped midway leaves no half-written copy to reuse.
    const suffix = `${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    await Promise.all([writeFile(`${cached.br}.${suffix}`, br), writeFile(`${cached.gz}.${suffix}`, gz)]);
    renameSync(`${cached.br}.${suffix}`, cached.br);
    renameSync(`${cached.gz}.${suffix}`, cached.gz);
  }
  await Promise.all([linkOrCopy(cached.br, `${file}.br`), linkOrCopy(cached.gz, `${file}.gz`)]);
  return !hit;
}

export interface Compression {
  /** Compresses `file` beside itself, soon, if it is compressible and was not added before. */
  add(file: string): void;
  /** Once every file added is done: how many it covered, and how many of them it compressed anew. */
  finish(): Promise<{ files: number; compressed: number }>;
}

/**
 * Writes a .br and a .gz beside each compressible file added, once, at strong settings (gzip's
 * strongest, brotli's as strongestFromBytes says), so no server compresses on a visitor's time (nginx,
 * the preview server, any CDN that takes precompressed files). Files can be added as a build writes
 * them: the compressing runs on Node's thread pool while the build goes on. `wholeSite`: every file of the
 * site will be added, so what the cache holds for no file of it can go (when unused for a week).
 */
export function startCompression(
  cacheDir = defaultCompressionCache,
  { wholeSite = true }: { wholeSite?: boolean } = {},
): Compression {
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  const added = new Set<string>();
  let compressed = 0;
  // Two files a core: zlib works on the thread pool while the next file is read and hashed.
  const queue = new WorkQueue(2 * availableParallelism());
  return {
    add(file) {
      if (!isCompressible(file) || added.has(file)) return;
      added.add(file);
      queue.add(async () => {
        if (await compressBeside(file, cacheDir, used)) compressed += 1;
      });
    },
    async finish() {
      await queue.settled();
      // Only a build that went through every file knows which copies the site uses: a publish's build of a
      // few pages would throw out, a week after the last whole build, the copies of all the others.
      if (wholeSite) pruneCache(cacheDir, used);
      return { files: added.size, compressed };
    },
  };
}

/** startCompression for every file of distDir, or `only` these (a build that rewrote a few pages). */
export async function precompress(
  distDir: string,
  cacheDir = defaultCompressionCache,
  only?: string[],
): Promise<{ files: number; compressed: number }> {
  const compression = startCompression(cacheDir, { wholeSite: only === undefined });
  for (const file of only ?? filesUnder(distDir)) compression.add(file);
  return compression.finish();
}
