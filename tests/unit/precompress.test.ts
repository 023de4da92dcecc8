import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { precompress } from "../../scripts/hosting/precompress.ts";

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
