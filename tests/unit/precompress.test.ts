import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { precompress, strongestFromBytes } from "../../scripts/hosting/precompress.ts";

function builtSite(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), "precompress-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dist, name, ".."), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

it("writes a .br and a .gz that read back as the file, and compresses each content only once", async () => {
  const cache = mkdtempSync(join(tmpdir(), "compressed-cache-"));
  const page = `<!doctype html><title>Gym</title>${"<p>Strength and balance</p>".repeat(50)}`;
  const first = builtSite({ "index.html": page, "about/index.html": "<p>About</p>", "assets/a.js": "let a = 1;" });
  expect(await precompress(first, cache)).toEqual({ files: 3, compressed: 3 });
  expect(brotliDecompressSync(readFileSync(join(first, "index.html.br"))).toString()).toBe(page);
  expect(gunzipSync(readFileSync(join(first, "index.html.gz"))).toString()).toBe(page);

  const next = builtSite({ "index.html": page, "about/index.html": "<p>About us</p>", "assets/a.js": "let a = 1;" });
  expect(await precompress(next, cache)).toEqual({ files: 3, compressed: 1 });
  expect(brotliDecompressSync(readFileSync(join(next, "about/index.html.br"))).toString()).toBe("<p>About us</p>");
  expect(gunzipSync(readFileSync(join(next, "assets/a.js.gz"))).toString()).toBe("let a = 1;");
});

it("leaves pictures and other files that do not shrink alone", async () => {
  const dist = builtSite({ "images/a.webp": "RIFF....WEBP", "index.html": "<p>Home</p>" });
  expect(await precompress(dist, mkdtempSync(join(tmpdir(), "compressed-cache-")))).toEqual({
    files: 1,
    compressed: 1,
  });
  expect(existsSync(join(dist, "images/a.webp.br"))).toBe(false);
});

it("compresses at brotli 10, and again at 11 a file that comes to more than strongestFromBytes at 10", async () => {
  const at = (text: string, quality: number) =>
    brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length;
  let seed = 7;
  const word = () => ((seed = (seed * 48271) % 2147483647), `w${(seed % 5000).toString(36)}`);
  const small = "<p>Physiotherapy and gentle exercise</p>".repeat(40);
  const large = `<main>${Array.from({ length: 9000 }, word).join(" ")}</main>`;
  expect(at(small, 10)).toBeLessThan(strongestFromBytes);
  expect(at(large, 10)).toBeGreaterThan(strongestFromBytes);
  expect(at(large, 11)).toBeLessThan(at(large, 10));

  const dist = builtSite({ "small.html": small, "large.html": large });
  await precompress(dist, mkdtempSync(join(tmpdir(), "compressed-cache-")));
  expect(readFileSync(join(dist, "small.html.br")).length).toBe(at(small, 10));
  expect(readFileSync(join(dist, "large.html.br")).length).toBe(at(large, 11));
  expect(brotliDecompressSync(readFileSync(join(dist, "large.html.br"))).toString()).toBe(large);
});

it("never writes through a compressed copy the build shares with the build before it", async () => {
  const cache = mkdtempSync(join(tmpdir(), "compressed-cache-"));
  const before = builtSite({ "index.html": "<p>Open on Sunday</p>" });
  await precompress(before, cache);
  // As a publish's build starts: the files of the build before, linked, and the changed page written anew.
  const next = builtSite({ "index.html": "<p>Closed on Sunday</p>" });
  for (const suffix of [".br", ".gz"]) linkSync(join(before, `index.html${suffix}`), join(next, `index.html${suffix}`));
  await precompress(next, cache);
  expect(brotliDecompressSync(readFileSync(join(before, "index.html.br"))).toString()).toBe("<p>Open on Sunday</p>");
  expect(gunzipSync(readFileSync(join(before, "index.html.gz"))).toString()).toBe("<p>Open on Sunday</p>");
  expect(brotliDecompressSync(readFileSync(join(next, "index.html.br"))).toString()).toBe("<p>Closed on Sunday</p>");
});

it("keeps the other pages' copies when it compresses a few, and drops unused ones with the whole site", async () => {
  const cache = mkdtempSync(join(tmpdir(), "compressed-cache-"));
  const site = builtSite({ "index.html": "<p>Home</p>", "about/index.html": "<p>About</p>" });
  await precompress(site, cache);
  const weeksAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
  for (const name of readdirSync(cache)) utimesSync(join(cache, name), weeksAgo, weeksAgo);

  // A publish's build, weeks later, that wrote the home page again: the about page's copies are still the site's.
  writeFileSync(join(site, "index.html"), "<p>Home, open on Sunday</p>");
  expect(await precompress(site, cache, [join(site, "index.html")])).toEqual({ files: 1, compressed: 1 });
  expect(readdirSync(cache)).toHaveLength(6);

  // A whole build knows every file: the home page's old copies, used by no file now, go.
  await precompress(site, cache);
  expect(readdirSync(cache)).toHaveLength(4);
});
